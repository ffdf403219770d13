import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIELD_MESSAGES, type SystemPreferences, type SystemPreferencesResponse } from '@attest/domain';
import { applyLanguage } from '@/i18n/language';
import { fakeApi, findToast, renderApp } from '@/test/render';
import { PreferencesForm } from './preferences-form';

const DEFAULTS: SystemPreferences = {
  copyStatusPublic: false,
  publicStats: false,
  sessionIdleMinutes: 30,
  sessionMaxHours: 24,
  lockoutMaxAttempts: 5,
  lockoutMinutes: 15,
  passwordMinLength: 8,
  uploadMaxMb: 10,
  maintenanceMode: false,
  maintenanceMessage: '',
  emailEnabled: true,
  backupSchedule: '0 2 * * *',
  renditionConcurrency: 1,
  siteTimezone: 'UTC',
  auditReviewPeriodMonths: 1,
  workingHoursStart: 7,
  workingHoursEnd: 19,
  routeToApprovalWhenReviewed: false,
};
const saved: SystemPreferencesResponse = { ...DEFAULTS, sessionIdleMinutes: 10, defaults: DEFAULTS, pinned: [], updatedAt: '2026-11-20T09:00:00.000Z', updatedBy: null };

async function renderForm(current: SystemPreferencesResponse = saved, routes: Parameters<typeof fakeApi>[0] = {}) {
  // jsdom has no ResizeObserver; Radix's checkbox in a form measures itself with one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  await renderApp(<PreferencesForm current={current} />);
  return api;
}
const saves = (api: Awaited<ReturnType<typeof renderForm>>) => api.calls.filter((c) => c.path === '/api/system/preferences');

describe('System Preferences form', () => {
  it('shows the five sections with the values in force', async () => {
    await renderForm();
    for (const section of ['General', 'Security', 'Performance', 'Backup', 'Maintenance']) expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: /Idle timeout/ }).value).toBe('10');
  });

  it('names out-of-range values and the missing reason, and sends nothing', async () => {
    const api = await renderForm();
    fireEvent.change(screen.getByRole('spinbutton', { name: /Minimum password length/ }), { target: { value: '6' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /Largest upload/ }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText(FIELD_MESSAGES.preferencePasswordMinLengthRange)).toBeTruthy();
    expect(screen.getByText(FIELD_MESSAGES.preferenceUploadMaxRange)).toBeTruthy();
    expect(screen.getByText(FIELD_MESSAGES.settingsReasonRequired)).toBeTruthy();
    await findToast('Could not save the system preferences');
    expect(saves(api)).toEqual([]);
  });

  it('saves maintenance mode and a new lockout with the reason, warning that only administrators can sign in', async () => {
    const api = await renderForm(saved, { '/api/system/preferences': (body) => ({ status: 200, json: { ...saved, ...(body as object), updatedAt: '2026-11-21T10:00:00.000Z' } }) });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Maintenance mode' }));
    expect(screen.getByRole('alert').textContent).toContain('nobody but administrators can sign in');
    fireEvent.change(screen.getByRole('textbox', { name: /Maintenance message/ }), { target: { value: 'Upgrade until 18:00' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /Failed sign-ins before lockout/ }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Reason for the change/ }), { target: { value: 'CC-2026-020' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await findToast('System preferences saved');
    await waitFor(() =>
      expect(saves(api).at(-1)?.body).toEqual({ ...DEFAULTS, sessionIdleMinutes: 10, lockoutMaxAttempts: 3, maintenanceMode: true, maintenanceMessage: 'Upgrade until 18:00', reason: 'CC-2026-020' }),
    );
  });

  it('edits e-mail on/off, the rendition concurrency and the backup schedule, naming a bad schedule or limit', async () => {
    const api = await renderForm(saved, { '/api/system/preferences': (body) => ({ status: 200, json: { ...saved, ...(body as object) } }) });
    const schedule = screen.getByRole<HTMLInputElement>('textbox', { name: /Backup schedule/ });
    expect(schedule.value).toBe('0 2 * * *');
    fireEvent.change(schedule, { target: { value: 'nightly' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /Conversions at once/ }), { target: { value: '40' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Reason for the change/ }), { target: { value: 'CC-2026-021' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText(FIELD_MESSAGES.preferenceBackupScheduleInvalid)).toBeTruthy();
    expect(screen.getByText(FIELD_MESSAGES.preferenceRenditionConcurrencyRange)).toBeTruthy();
    expect(saves(api)).toEqual([]);

    fireEvent.change(schedule, { target: { value: '30 3 * * 1-5' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /Conversions at once/ }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send e-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await findToast('System preferences saved');
    await waitFor(() =>
      expect(saves(api).at(-1)?.body).toEqual({ ...DEFAULTS, sessionIdleMinutes: 10, emailEnabled: false, backupSchedule: '30 3 * * 1-5', renditionConcurrency: 2, reason: 'CC-2026-021' }),
    );
  });

  it('edits the site time zone, offering the known zones and naming one that does not exist', async () => {
    const api = await renderForm(saved, { '/api/system/preferences': (body) => ({ status: 200, json: { ...saved, ...(body as object) } }) });
    const zone = screen.getByRole<HTMLInputElement>('combobox', { name: /Site time zone/ });
    expect(zone.value).toBe('UTC');
    expect(document.querySelector(`#${zone.getAttribute('list')} option[value="Europe/Berlin"]`)).not.toBeNull();
    fireEvent.change(zone, { target: { value: 'Europe/Atlantis' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Reason for the change/ }), { target: { value: 'CC-2026-022' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText(FIELD_MESSAGES.preferenceSiteTimezoneInvalid)).toBeTruthy();
    expect(saves(api)).toEqual([]);

    fireEvent.change(zone, { target: { value: 'Europe/Berlin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(saves(api).at(-1)?.body).toEqual({ ...DEFAULTS, sessionIdleMinutes: 10, siteTimezone: 'Europe/Berlin', reason: 'CC-2026-022' }));
  });

  it('puts the environment defaults back on Reset to Defaults, to be saved with a reason', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: /Idle timeout/ }).value).toBe('30');
    expect(screen.getByText(/Give a reason and save to apply them/)).toBeTruthy();
  });

  it('locks a pinned preference with the environment’s reason, and shows a refused save on its field', async () => {
    const pinned: SystemPreferencesResponse = { ...saved, pinned: [{ key: 'sessionIdleMinutes', variable: 'SESSION_IDLE_MINUTES', reason: 'Pinned by the server environment (PREFERENCES_PINNED): SESSION_IDLE_MINUTES applies.' }] };
    await renderForm(pinned, {
      '/api/system/preferences': () => ({ status: 409, json: { error: { code: 'PREFERENCE_PINNED', message: 'A preference pinned by the server environment cannot be changed here.', fields: { lockoutMinutes: FIELD_MESSAGES.preferencePinned } } } }),
    });
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: /Idle timeout/ }).disabled).toBe(true);
    expect(screen.getByText(/SESSION_IDLE_MINUTES applies/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Reason for the change/ }), { target: { value: 'Try' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText(FIELD_MESSAGES.preferencePinned)).toBeTruthy();
  });

  it('speaks German', async () => {
    await applyLanguage('de');
    await renderForm();
    expect(screen.getByRole('button', { name: 'Einstellungen speichern' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Wartung' })).toBeTruthy();
  });

  it('saves the workflow preference "route to approval when every reviewer has completed" with its reason', async () => {
    const api = await renderForm(saved, { '/api/system/preferences': (body) => ({ status: 200, json: { ...saved, ...(body as object) } }) });
    expect(screen.getByRole('heading', { name: 'Workflow' })).toBeTruthy();
    const toggle = screen.getByRole('checkbox', { name: 'Route to approval when every reviewer has completed' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    fireEvent.change(screen.getByRole('textbox', { name: /Reason for the change/ }), { target: { value: 'CC-2026-031' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await findToast('System preferences saved');
    await waitFor(() => expect(saves(api).at(-1)?.body).toEqual({ ...DEFAULTS, sessionIdleMinutes: 10, routeToApprovalWhenReviewed: true, reason: 'CC-2026-031' }));
  });
});
