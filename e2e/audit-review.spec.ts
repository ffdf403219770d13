import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { AuditReviewDetail } from '@attest/domain';
import { apiAs } from './api-session';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, shot, signIn } from './support';

test('an administrator reviews a period of the audit trail, records a finding on a failed sign-in and signs the review "reviewed" [REQ:A11-9] [REQ:P11-50] [REQ:FR-AUD-6]', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const newContext = () => playwright.request.newContext({ baseURL });
  // A failed sign-in to find in the review.
  const stranger = await newContext();
  expect((await stranger.post('/api/auth/login', { data: { email: DEMO_ACCOUNTS.reviewer.email, password: 'not-the-password' } })).status()).toBe(401);
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/dashboard/admin/audit');
  await page.getByRole('link', { name: 'Audit Trail Reviews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail Reviews' })).toBeVisible();

  // A review of the trail up to today, for cause (the schedule opens one for each period that ends).
  await page.getByRole('button', { name: 'Open Review for Cause' }).click();
  const opening = page.getByRole('dialog', { name: 'Open an audit trail review for cause' });
  await opening.getByLabel('First day').fill(yesterday);
  await opening.getByLabel('Last day').fill(today);
  await opening.getByRole('button', { name: 'Open Review' }).click();
  await expect(opening.getByText('Please give the reason for this review.')).toBeVisible();
  await expect(opening.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await opening.getByLabel('Reason').fill('Deviation DEV-2026-041: failed sign-ins reported by the reviewer.');
  await shot(page, 'audit-review-open-for-cause');
  await opening.getByRole('button', { name: 'Open Review' }).click();
  await expect(page.getByText('Audit trail review opened')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/admin\/audit\/reviews\/[0-9a-f-]{36}$/);
  const reviewId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText('Opened for cause:')).toBeVisible();
  await expect(page.getByText('Deviation DEV-2026-041: failed sign-ins reported by the reviewer.')).toBeVisible();

  // The list shows it open.
  await page.getByRole('link', { name: 'Audit trail reviews' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: /–/ }) }).first();
  await expect(row).toContainText('Open');
  await expect(row).toContainText('For cause');
  await shot(page, 'audit-review-list-open');
  await page.goto(`/dashboard/admin/audit/reviews/${reviewId}`);

  // The period's highlights; choosing one filters the trail to its entries.
  await expect(page.getByRole('heading', { level: 1, name: /Audit trail review/ })).toBeVisible();
  const failed = page.getByRole('button', { name: /Failed sign-in or signing/ });
  await failed.click();
  await expect(failed).toHaveAttribute('aria-pressed', 'true');
  const trail = page.getByRole('table', { name: 'Audit trail of the period' });
  const failedRow = trail.getByRole('row').filter({ hasText: 'Sign-in Failed' }).first();
  await expect(failedRow).toBeVisible();
  await shot(page, 'audit-review-highlight-failed', true);

  // A finding linked to that entry.
  await failedRow.getByRole('checkbox').check();
  await expect(page.getByText(/1 entry linked: #\d+/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Finding' }).fill('Failed sign-in of the reviewer account: confirmed with the user as a mistyped password; no action needed.');
  await page.getByRole('button', { name: 'Record Finding' }).click();
  await expect(page.getByText('Finding recorded')).toBeVisible();
  const findings = page.getByRole('list', { name: 'Findings' });
  await expect(findings).toContainText('mistyped password');
  await expect(findings).toContainText(/Entries #\d+/);

  // The signature: password re-authentication, the meaning "reviewed".
  await page.getByRole('button', { name: 'Sign Review' }).click();
  const sign = page.getByRole('dialog', { name: 'Electronic Signature' });
  await sign.getByLabel('Email address').fill(DEMO_ACCOUNTS.admin.email);
  await sign.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await sign.getByRole('button', { name: 'Authenticate' }).click();
  await expect(sign).toContainText('Reviewed');
  // What the reviewer declares is about the audit trail, not a document.
  await expect(sign).toContainText('I have reviewed the audit trail of this period and recorded my findings.');
  await expect(sign).not.toContainText('this document');
  await sign.getByRole('tab', { name: 'Type' }).click();
  await sign.getByRole('checkbox', { name: /agree to the legal disclaimer/ }).check();
  await shot(page, 'audit-review-signature');
  await sign.getByRole('button', { name: 'Complete Signature' }).click();
  await expect(page.getByText('Audit trail review signed')).toBeVisible();
  await expect(sign).toBeHidden({ timeout: 5000 });

  const signedBlock = page.getByRole('heading', { name: 'Signed review' });
  await expect(signedBlock).toBeVisible();
  await expect(page.getByText(DEMO_ACCOUNTS.admin.name).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Review' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Record Finding' })).toHaveCount(0);
  await shot(page, 'audit-review-signed', true);

  const admin = await apiAs(await newContext(), 'admin');
  const done = await admin.get<AuditReviewDetail>(`/api/audit-reviews/${reviewId}`);
  expect(done).toMatchObject({ status: 'completed', findingsCount: 1, signature: { meaning: 'reviewed', signerName: DEMO_ACCOUNTS.admin.name } });

  // Listed as completed, with its reviewer, findings and signing time.
  await page.getByRole('link', { name: 'Audit trail reviews' }).click();
  await page.getByRole('tab', { name: 'Completed' }).click();
  const completed = page.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.admin.name });
  await expect(completed).toContainText('Completed');
  await expect(completed.getByRole('cell').nth(3)).toHaveText('1');
  await shot(page, 'audit-review-list-completed');
});

test('an administrator downloads the verifiable audit-trail export, which npx attest-verify accepts and a changed byte fails [REQ:FR-AUD-4] [REQ:FR-AUD-2] [REQ:FR-AUD-7]', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/dashboard/admin/audit');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Verifiable JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-logs-\d{4}-\d{2}-\d{2}\.json$/);
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  await shot(page, 'audit-verifiable-export');

  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const verify = (target: string) => spawnSync(process.execPath, [path.join(root, 'scripts/attest-verify.mjs'), target], { cwd: root, encoding: 'utf8' });
  const intact = verify(file);
  expect(intact.stdout).toContain('RESULT: PASS');
  expect(intact.status).toBe(0);

  const tampered = test.info().outputPath('tampered.json');
  fs.writeFileSync(tampered, fs.readFileSync(file, 'utf8').replace('"actorName":"Sarah Mitchell"', '"actorName":"Sarah Mitchel!"'));
  const broken = verify(tampered);
  expect(broken.stdout).toMatch(/FAIL {2}the chain breaks at event \d+/);
  expect(broken.status).toBe(1);
});
