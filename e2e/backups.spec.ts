import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { expect, test } from '@playwright/test';
import { apiAs } from './api-session';
import { DEMO_ACCOUNTS, shot, signIn } from './support';

test('an administrator triggers a backup, watches it finish, verifies it and downloads the exact archive [REQ:FR-BAK-2]', async ({ page, playwright, baseURL }) => {
  test.slow();
  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto('/dashboard/admin/system');
  await expect(page.getByRole('heading', { level: 1, name: 'System Administration' })).toBeVisible();

  // Trigger Backup in the header starts one and opens the Backup tab, where it runs to its end.
  await page.getByRole('button', { name: 'Trigger Backup' }).first().click();
  await expect(page.getByText('Backup started', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/admin\/system\?tab=backup$/);
  await expect(page.getByText('Backup completed', { exact: true })).toBeVisible({ timeout: 60_000 });
  const history = page.getByRole('table');
  const newest = history.getByRole('row').nth(1);
  await expect(newest).toContainText('Success');
  await expect(newest).toContainText('By hand · Sarah Mitchell');
  // The e2e server encrypts archives (e2e/start-server.mjs); the list and the settings say so.
  await expect(newest).toContainText('Encrypted');
  await expect(page.getByText('Encrypted (age) to')).toBeVisible();
  const status = page.getByRole('definition');
  await expect(status.filter({ hasText: /^Success$/ })).toBeVisible();
  // The status names the host whose folder holds the archive (with several instances, not the one asked).
  await expect(status.filter({ hasText: `on ${os.hostname()}` })).toBeVisible();
  await shot(page, 'backup-tab', true);

  // The server's record of it: the archive's SHA-256 and size.
  const admin = await apiAs(await playwright.request.newContext({ baseURL }), 'admin');
  const { items } = await admin.get<{ items: { id: string; fileName: string; sha256: string; sizeBytes: number }[] }>('/api/system/backups');
  const recorded = items[0]!;
  await expect(newest).toContainText(recorded.sha256.slice(0, 16));

  await newest.getByRole('button', { name: `Verify ${recorded.fileName}` }).click();
  await expect(page.getByText('Archive intact', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(newest).toContainText(/Intact /);

  const downloading = page.waitForEvent('download');
  await newest.getByRole('button', { name: `Download ${recorded.fileName}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(recorded.fileName);
  const bytes = await readFile(await download.path());
  expect(bytes.length).toBe(recorded.sizeBytes);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(recorded.sha256);
  // An age file: the backup host sees neither the tar nor its manifest.
  expect(recorded.fileName).toMatch(/\.tar\.age$/);
  expect(bytes.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
  expect(bytes.includes('manifest.json')).toBe(false);
  await shot(page, 'backup-verified');
});
