import { expect, test, type Page } from '@playwright/test';
import type { PublicSystemNoticeResponse, SettingChangeRecord, SetupCodeIssued, SystemPreferencesResponse } from '@attest/domain';
import { apiAs, apiSignedIn, type ApiSession } from './api-session';
import { DEMO_ACCOUNTS, shot, signIn } from './support';

// A change that weakens a control (a longer idle timeout) waits for a second administrator: this one.
const run = Date.now().toString(36);
const second = { name: 'Quinn Second', email: `second-admin-${run}@attest.local`, password: 'plum orchard lantern 47' };
test.beforeAll(async ({ playwright, baseURL }) => {
  const admin = await apiAs(await playwright.request.newContext({ baseURL }), 'admin');
  const { setupCode } = await admin.post<SetupCodeIssued>('/api/users', { name: second.name, email: second.email, role: 'admin' });
  const visitor = await playwright.request.newContext({ baseURL });
  expect((await visitor.post('/api/auth/setup-password', { data: { email: second.email, code: setupCode, password: second.password } })).status()).toBe(200);
});

/** The second administrator approves a pending change through the API, signing with their password. */
async function approveAsSecond(session: ApiSession, change: SettingChangeRecord): Promise<void> {
  const { signingToken } = await session.post<{ signingToken: string }>('/api/signatures/authenticate', { email: second.email, password: second.password });
  await session.post(`/api/system/setting-changes/${change.id}/approve`, { signingToken, meaning: 'approved', consent: true });
}

const field = (page: Page, label: RegExp) => page.getByRole('spinbutton', { name: label });
// The Preferences form's own reason (the two-factor policy card below it has one too).
const reason = (page: Page) => page.getByRole('form', { name: 'System Preferences' }).getByRole('textbox', { name: /Reason for the change/ });
const openPreferences = async (page: Page) => {
  await page.goto('/dashboard/admin/system?tab=preferences');
  await expect(page.getByRole('heading', { name: 'System Preferences' })).toBeVisible();
};

// Maintenance mode left on would keep every other spec from signing in: whatever happens, the defaults go back.
test.afterEach(async ({ playwright, baseURL }) => {
  const admin = await apiAs(await playwright.request.newContext({ baseURL }), 'admin');
  for (const change of await admin.get<SettingChangeRecord[]>('/api/system/setting-changes?settingKey=systemPreferences&status=pending')) {
    await admin.post(`/api/system/setting-changes/${change.id}/withdraw`, {});
  }
  const { defaults } = await admin.get<SystemPreferencesResponse>('/api/system/preferences');
  const saved = await admin.put<SystemPreferencesResponse | SettingChangeRecord>('/api/system/preferences', { ...defaults, reason: 'Playwright: defaults restored after the preferences spec' });
  if ('settingKey' in saved) await approveAsSecond(await apiSignedIn(await playwright.request.newContext({ baseURL }), second.email, second.password), saved);
});

test('an administrator changes the idle timeout and turns on maintenance mode with a reason, sees them after a reload, then restores the defaults [REQ:FR-SYS-1] [REQ:FR-SYS-4]', async ({ page, playwright, baseURL }) => {
  // Two administrators and a signature: longer than one screen's check.
  test.setTimeout(150_000);
  const admin = await apiAs(await playwright.request.newContext({ baseURL }), 'admin');
  const defaults = (await admin.get<SystemPreferencesResponse>('/api/system/preferences')).defaults;

  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await openPreferences(page);
  for (const section of ['General', 'Security', 'Performance', 'Backup', 'Maintenance']) await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  await expect(field(page, /Idle timeout/)).toHaveValue(String(defaults.sessionIdleMinutes));
  await shot(page, 'preferences-tab', true);

  // Out of range and without a reason: refused in place, nothing saved.
  await field(page, /Minimum password length/).fill('6');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('The minimum password length is a whole number between 8 and 128.')).toBeVisible();
  await expect(page.getByText('Please give the reason for this change.')).toBeVisible();
  await field(page, /Minimum password length/).fill(String(defaults.passwordMinLength));

  // A shorter idle timeout and maintenance mode, saved with a reason: the banner appears and both hold after a reload.
  await field(page, /Idle timeout/).fill('20');
  await page.getByRole('checkbox', { name: 'Maintenance mode' }).check();
  await page.getByRole('textbox', { name: /Maintenance message/ }).fill('Upgrade until 18:00');
  await reason(page).fill('CC-2026-020: planned upgrade');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('System preferences saved')).toBeVisible();
  await page.reload();
  await expect(field(page, /Idle timeout/)).toHaveValue('20');
  await expect(page.getByRole('checkbox', { name: 'Maintenance mode' })).toBeChecked();
  await expect(page.getByText(/Maintenance:\s*Upgrade until 18:00/)).toBeVisible();
  expect(await admin.get<SystemPreferencesResponse>('/api/system/preferences')).toMatchObject({ sessionIdleMinutes: 20, maintenanceMode: true });
  await shot(page, 'preferences-maintenance-on');

  // Reset to Defaults fills the form; saving stays explicit, with a reason. The longer idle timeout weakens a
  // control, so the save is held pending: nothing changes until a second administrator approves it with a signature.
  await page.getByRole('button', { name: 'Reset to Defaults' }).click();
  await expect(field(page, /Idle timeout/)).toHaveValue(String(defaults.sessionIdleMinutes));
  await expect(page.getByRole('checkbox', { name: 'Maintenance mode' })).not.toBeChecked();
  await reason(page).fill('CC-2026-020: upgrade done');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  const form = page.getByRole('form', { name: 'System Preferences' });
  await expect(form.getByRole('status')).toHaveText(/Saved as pending: this change weakens a GxP control/);
  const pending = page.getByRole('region', { name: 'Pending approval by a second administrator' });
  await expect(pending).toContainText(`Idle session timeout (minutes): 20 → ${defaults.sessionIdleMinutes}`);
  await expect(pending).toContainText('Sarah Mitchell proposed this change');
  await expect(pending).toContainText('CC-2026-020: upgrade done');
  // The proposer may withdraw it, not approve it.
  await expect(pending.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(field(page, /Idle timeout/)).toHaveValue('20');
  expect(await admin.get<SystemPreferencesResponse>('/api/system/preferences')).toMatchObject({ sessionIdleMinutes: 20, maintenanceMode: true });
  await shot(page, 'preferences-pending-approval', true);

  // The second administrator approves it with an electronic signature: then it is in force.
  await page.context().clearCookies();
  await signIn(page, second.email, second.password);
  await openPreferences(page);
  await expect(pending.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await pending.getByRole('button', { name: 'Approve' }).click();
  const sign = page.getByRole('dialog', { name: 'Electronic Signature' });
  await sign.getByLabel('Email address').fill(second.email);
  await sign.getByLabel('Password', { exact: true }).fill(second.password);
  await sign.getByRole('button', { name: 'Authenticate' }).click();
  await expect(sign).toContainText('I approve this change of a GxP control, proposed by Sarah Mitchell.');
  await sign.getByRole('tab', { name: 'Type' }).click();
  await sign.getByRole('checkbox', { name: /agree to the legal disclaimer/ }).check();
  await shot(page, 'preferences-four-eyes-signature');
  await sign.getByRole('button', { name: 'Complete Signature' }).click();
  await expect(page.getByText('Change approved and in force')).toBeVisible();
  await expect(pending).toHaveCount(0);
  await page.reload();
  await expect(field(page, /Idle timeout/)).toHaveValue(String(defaults.sessionIdleMinutes));
  await expect(page.getByText(/Maintenance:/)).toHaveCount(0);
  const after = await admin.get<SystemPreferencesResponse>('/api/system/preferences');
  expect(after).toMatchObject(defaults);
  expect((await admin.get<PublicSystemNoticeResponse>('/api/system/notice')).maintenanceMode).toBe(false);
});
