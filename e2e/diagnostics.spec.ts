import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, shot, signIn, signOut } from './support';

const CHECKS = ['database', 'migrations', 'audit-chain', 'audit-key', 'blob-store', 'renditions', 'smtp', 'listen-notify', 'worker-pools', 'disk-space', 'clock', 'backups'];

test('the administrator runs diagnostics from System Administration and sees every check with a status and the counts [REQ:FR-SYS-2]', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/dashboard/admin/system');
  await page.getByRole('link', { name: /Open Diagnostics/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/debug$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();

  await page.getByRole('button', { name: 'Run Diagnostics' }).click();
  await expect(page.getByTestId('check-database')).toContainText(/CHECKING|PASS/);
  await expect(page.getByTestId('count-total')).toHaveText('12', { timeout: 150_000 });
  for (const name of CHECKS) await expect(page.getByTestId(`check-${name}`)).toContainText(/PASS|FAIL|WARN/);
  await expect(page.getByTestId('check-database')).toContainText('PASS');
  // The e2e server has no SMTP: e-mail is off, and its Quick Fix is listed.
  await expect(page.getByTestId('check-smtp')).toContainText('E-mail is off');
  const counted = ['count-passed', 'count-failed', 'count-warnings'];
  const sum = (await Promise.all(counted.map((id) => page.getByTestId(id).innerText()))).reduce((total, value) => total + Number(value), 0);
  expect(sum).toBe(12);
  await expect(page.getByTestId('quick-fixes')).toContainText('SMTP_URL');
  await shot(page, 'diagnostics-run', true);

  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  await expect(page.getByTestId('integration-email').getByRole('alert')).toContainText('E-mail is off on this server');
  await shot(page, 'diagnostics-integration', true);
});

test('/debug takes an administrator to Diagnostics and shows anyone else the not-found page', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/debug/app');
  await expect(page).toHaveURL(/\/dashboard\/admin\/debug$/);
  await signOut(page);

  await signIn(page, DEMO_ACCOUNTS.document_coordinator.email);
  await page.goto('/debug');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run Diagnostics' })).toHaveCount(0);
  await page.goto('/dashboard/document_coordinator/debug');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await shot(page, 'diagnostics-not-found');
});
