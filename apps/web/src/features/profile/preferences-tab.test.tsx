import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserPreferences, UserPreferencesResponse } from '@attest/domain';
import { LanguageBoundary } from '@/i18n/language-boundary';
import { fakeApi, renderApp } from '@/test/render';
import { PreferencesTab } from './preferences-tab';
import { useApplyPreferences } from './use-apply-preferences';

const PREFERENCES = '/api/profile/preferences';
const DEFAULTS: UserPreferences = {
  emailNotifications: true,
  pushNotifications: true,
  weeklyReports: false,
  darkMode: null,
  language: 'en',
  dateFormat: 'YYYY-MM-DD',
  timeFormat: '12h',
};

/** The tab as the signed-in layout shows it: the saved preferences applied, the page redrawn on a language change. */
function SignedInPreferences() {
  useApplyPreferences();
  return (
    <LanguageBoundary>
      <PreferencesTab />
    </LanguageBoundary>
  );
}

/** A server keeping the preferences: GET reads them, PUT merges the change and answers with the result. */
async function renderPreferences() {
  let saved: UserPreferencesResponse = { preferences: DEFAULTS, updatedAt: null, timeZone: null };
  const api = fakeApi({
    [PREFERENCES]: (body) => {
      if (body) saved = { ...saved, preferences: { ...saved.preferences, ...(body as Partial<UserPreferences>) }, updatedAt: new Date().toISOString() };
      return { status: 200, json: saved };
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  await renderApp(<SignedInPreferences />);
  await screen.findByRole('heading', { name: 'Preferences' });
  return api;
}

describe('the Preferences tab (spec 02 §3)', () => {
  it('says the language choice drives the interface', async () => {
    await renderPreferences();
    expect(screen.getByText('The language of the interface, on every device you sign in from.')).toBeTruthy();
    expect(screen.queryByText(/the interface is in English/)).toBeNull();
  });

  it.each([
    ['Français', 'fr', 'Préférences', 'Enregistrer les préférences'],
    ['Español', 'es', 'Preferencias', 'Guardar preferencias'],
  ] as const)('switches the whole interface to %s once saved', async (name, code, heading, button) => {
    const api = await renderPreferences();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: code } });
    expect(screen.getByRole('option', { name, selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(await screen.findByRole('heading', { name: heading }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Preferences' })).toBeNull();
    expect(screen.queryByText('Save Preferences')).toBeNull();
    expect(document.documentElement.lang).toBe(code);
    expect(api.calls.some((call) => call.path === PREFERENCES && (call.body as Partial<UserPreferences> | undefined)?.language === code)).toBe(true);
  });
});
