import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIELD_MESSAGES, SIGNATURE_CONFIG_DEFAULTS, SIGNATURE_LOCKED_ITEMS, type SignatureConfigResponse } from '@attest/domain';
import { applyLanguage } from '@/i18n/language';
import { fakeApi, findToast, renderApp } from '@/test/render';
import { SignatureConfigForm } from './signature-config-form';

const current: SignatureConfigResponse = { ...SIGNATURE_CONFIG_DEFAULTS, defaults: SIGNATURE_CONFIG_DEFAULTS, locked: SIGNATURE_LOCKED_ITEMS, updatedAt: null, updatedBy: null };

async function renderForm(routes: Parameters<typeof fakeApi>[0] = {}) {
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
  await renderApp(<SignatureConfigForm current={current} />);
  return api;
}
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('Signature configuration form', () => {
  it('shows the locked rules with their reasons, and the second factor at signing as a real option', async () => {
    const api = await renderForm({ '/api/system/signature-config': (body) => ({ status: 200, json: { ...current, ...(body as object), updatedAt: '2026-11-21T10:00:00.000Z' } }) });
    expect(screen.getByText('Password re-authentication')).toBeTruthy();
    expect(screen.queryByText('Needs two-factor sign-in, which this installation does not have.')).toBeNull();
    fireEvent.click(checkbox('Require a second factor when signing'));
    fireEvent.change(screen.getByRole('textbox', { name: /Reason for the change/ }), { target: { value: 'CC-2026-023' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    await findToast('Signature configuration saved');
    expect(api.calls.at(-1)?.body).toEqual({ ...SIGNATURE_CONFIG_DEFAULTS, requireSecondFactor: true, reason: 'CC-2026-023' });
  });

  it('needs a reason and at least one mark before sending, naming the fields', async () => {
    const api = await renderForm();
    for (const name of ['Drawn', 'Typed', 'Uploaded']) fireEvent.click(checkbox(name));
    fireEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText(FIELD_MESSAGES.signatureTypesRequired)).toBeTruthy();
    expect(screen.getByText(FIELD_MESSAGES.settingsReasonRequired)).toBeTruthy();
    await findToast('Could not save the signature configuration');
    expect(api.calls).toEqual([]);
  });

  it('saves drawn signatures off with the reason, and warns before segregation of duties is turned off', async () => {
    const api = await renderForm({ '/api/system/signature-config': (body) => ({ status: 200, json: { ...current, ...(body as object), updatedAt: '2026-11-21T10:00:00.000Z' } }) });
    fireEvent.click(checkbox('Drawn'));
    fireEvent.click(checkbox('Enforce segregation of duties'));
    expect(screen.getByRole('alert').textContent).toContain('one person can author, review and approve alone');
    fireEvent.change(screen.getByRole('textbox', { name: /Reason for the change/ }), { target: { value: 'CC-2026-014' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    await findToast('Signature configuration saved');
    await waitFor(() =>
      expect(api.calls.at(-1)?.body).toEqual({ ...SIGNATURE_CONFIG_DEFAULTS, allowedTypes: ['typed', 'uploaded'], segregationOfDuties: { enforced: false }, reason: 'CC-2026-014' }),
    );
  });

  it('speaks German', async () => {
    await applyLanguage('de');
    await renderForm();
    expect(screen.getByRole('button', { name: 'Konfiguration speichern' })).toBeTruthy();
    expect(screen.getByText('Beim Signieren einen zweiten Faktor verlangen')).toBeTruthy();
  });
});
