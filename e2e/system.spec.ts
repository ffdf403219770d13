import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, shot, signIn } from './support';

test('the administrator reads real system figures, runs both integrity checks and sees the preferences and the configuration in effect', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'System Administration' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/system$/);
  await expect(page.getByRole('heading', { level: 1, name: 'System Administration' })).toBeVisible();
  await expect(page.getByTestId('system-status')).toHaveText(/^(Operational|Attention)$/);
  await expect(page.getByTestId('system-response')).toHaveText(/^\d+\.\d ms$/);
  const activeUsers = await page.getByTestId('system-active-users').innerText();
  expect(Number(activeUsers.replace(/\D/g, ''))).toBeGreaterThanOrEqual(6);

  await expect(page.getByText(/^Audit trail intact — [\d,]+ events verified$/)).toBeVisible();
  await page.getByRole('button', { name: 'Check stored files' }).click();
  await expect(page.getByText(/^All [\d,]+ stored files intact$/)).toBeVisible();
  await shot(page, 'system-overview');

  await page.getByRole('link', { name: /^Active Users \d/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/users\/active$/);

  // The user menu's System Preferences opens the Preferences tab: the editable preferences, the environment's facts beneath.
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'System Preferences' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/system\?tab=preferences$/);
  await expect(page.getByRole('spinbutton', { name: /Idle timeout/ })).toHaveValue('30');
  await expect(page.getByRole('spinbutton', { name: /Largest upload/ })).toHaveValue('10');
  const settings = page.getByRole('table', { name: 'Configuration in effect' });
  await expect(settings.getByRole('row', { name: /E-mail notifications/ })).toContainText('Off');
  await expect(settings.getByRole('row', { name: /Site time zone/ })).toBeVisible();
  await shot(page, 'system-preferences');
});

test('the administrator runs the installation check from System Administration and downloads its stored report [REQ:FR-VAL-3]', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/dashboard/admin/system?tab=validation');
  await expect(page.getByRole('tab', { name: 'Validation', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Run installation check' }).click();
  await expect(page.getByText('Installation check complete', { exact: true })).toBeVisible({ timeout: 60_000 });
  const checks = page.getByRole('list', { name: 'Checks' });
  for (const name of ['Versions', 'Migrations', 'Audit chain', 'Configuration']) await expect(checks.getByRole('listitem').filter({ hasText: name })).toContainText('PASS');
  await expect(checks).toContainText(/The whole audit trail is intact: \d+ events match their seals/);
  const sha256 = (await page.getByText(/^SHA-256 of the stored report: /).innerText()).replace(/^.*: /, '');
  await shot(page, 'system-installation-qualification');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report' }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^attest-iq-.*\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256);
});

test('System Administration is the administrator’s alone', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.document_coordinator.email);
  await expect(page).toHaveURL(/\/dashboard\/document_coordinator$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'System Administration' })).toHaveCount(0);
  await page.goto('/dashboard/document_coordinator/system');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
