import { expect, test, type Page } from '@playwright/test';
import type { PublicSystemNoticeResponse, SystemPreferencesResponse } from '@attest/domain';
import { apiAs } from './api-session';
import { DEMO_ACCOUNTS, shot, signIn } from './support';

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
  const { defaults } = await admin.get<SystemPreferencesResponse>('/api/system/preferences');
  await admin.put('/api/system/preferences', { ...defaults, reason: 'Playwright: defaults restored after the preferences spec' });
});

test('an administrator changes the idle timeout and turns on maintenance mode with a reason, sees them after a reload, then restores the defaults [REQ:FR-SYS-1] [REQ:FR-SYS-4]', async ({ page, playwright, baseURL }) => {
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

  // Reset to Defaults fills the form; saving stays explicit, with a reason.
  await page.getByRole('button', { name: 'Reset to Defaults' }).click();
  await expect(field(page, /Idle timeout/)).toHaveValue(String(defaults.sessionIdleMinutes));
  await expect(page.getByRole('checkbox', { name: 'Maintenance mode' })).not.toBeChecked();
  await reason(page).fill('CC-2026-020: upgrade done');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('System preferences saved')).toBeVisible();
  await page.reload();
  await expect(field(page, /Idle timeout/)).toHaveValue(String(defaults.sessionIdleMinutes));
  await expect(page.getByText(/Maintenance:/)).toHaveCount(0);
  const after = await admin.get<SystemPreferencesResponse>('/api/system/preferences');
  expect(after).toMatchObject(defaults);
  expect((await admin.get<PublicSystemNoticeResponse>('/api/system/notice')).maintenanceMode).toBe(false);
});
