import { expect, test, type Page } from '@playwright/test';
import type { DispositionListResponse, DocumentDetail, RetentionPoliciesResponse } from '@attest/domain';
import { apiAs, effectiveDocument } from './api-session';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, shot, signIn } from './support';

const run = Date.now().toString(36).toUpperCase();
const DEFAULTS = { documents: 2555, auditLogs: 1825, backups: 90, drafts: 365 };

const field = (page: Page, label: RegExp) => page.getByRole('spinbutton', { name: label });
const openRetention = async (page: Page) => {
  await page.goto('/dashboard/admin/system?tab=retention');
  await expect(page.getByRole('heading', { name: 'Retention Policies' })).toBeVisible();
};

test('an administrator sets the retention periods, disposes of an archived document by signature, archives a stale draft and resets to the defaults [REQ:FR-RET-2] [REQ:FR-RET-3]', async ({ page, playwright, baseURL }) => {
  test.setTimeout(150_000);
  const newContext = () => playwright.request.newContext({ baseURL });
  const admin = await apiAs(await newContext(), 'admin');
  const author = await apiAs(await newContext(), 'author');

  // An effective SOP, archived today; a draft nobody will touch again.
  const docNumber = `RET-${run}`;
  const doc = await effectiveDocument(newContext, { docNumber, title: `Retired granulation procedure ${docNumber}`, file: 'basicapi.pdf' });
  await admin.post(`/api/documents/${doc.id}/archive`, { reason: 'Granulation line decommissioned' });
  const [departments, categories] = await Promise.all([author.get<{ id: string }[]>('/api/departments'), author.get<{ id: string }[]>('/api/categories')]);
  const draft = await author.post<DocumentDetail>('/api/documents', { title: `Abandoned draft ${run}`, categoryId: categories[0]!.id, departmentId: departments[0]!.id });

  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await openRetention(page);
  await expect(field(page, /^Documents/)).toHaveValue(String(DEFAULTS.documents));
  await expect(page.getByText(/Legal minimum: 1825 days/)).toBeVisible();
  await expect(page.getByText('No archived or obsolete document has reached the end of its retention period.')).toBeVisible();
  await shot(page, 'retention-tab-defaults', true);

  // Under the legal minimum: refused in place, nothing saved.
  await field(page, /^Audit logs/).fill('1000');
  await page.getByRole('button', { name: 'Save Policies' }).click();
  await expect(page.getByText('Audit logs must be kept at least 1825 days (5 years: EU GMP Chapter 4, 21 CFR 211.180).')).toBeVisible();
  await expect(field(page, /^Audit logs/)).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'retention-audit-minimum');

  // Documents due at once, every draft listed, a longer audit period: saved, and still there after a reload.
  await field(page, /^Audit logs/).fill('2555');
  await field(page, /^Documents/).fill('0');
  await field(page, /^Drafts/).fill('0');
  await page.getByRole('button', { name: 'Save Policies' }).click();
  await expect(page.getByText('Retention policies saved')).toBeVisible();
  await page.reload();
  await expect(field(page, /^Documents/)).toHaveValue('0');
  await expect(field(page, /^Audit logs/)).toHaveValue('2555');
  await expect(field(page, /^Drafts/)).toHaveValue('0');
  expect(await admin.get<RetentionPoliciesResponse>('/api/system/retention')).toMatchObject({ documents: 0, auditLogs: 2555, backups: 90, drafts: 0 });

  // The archived SOP is due: disposed of by a signed decision with a reason.
  const review = page.getByRole('table', { name: 'Disposition Review' });
  const row = review.getByRole('row').filter({ hasText: docNumber });
  await expect(row).toContainText('Archived');
  await row.scrollIntoViewIfNeeded();
  await shot(page, 'retention-disposition-due');
  await row.getByRole('button', { name: `Dispose of ${docNumber}` }).click();
  const sign = page.getByRole('dialog', { name: 'Electronic Signature' });
  await expect(sign).toContainText('The content of its files is destroyed permanently');
  await sign.getByLabel('Email address').fill(DEMO_ACCOUNTS.admin.email);
  await sign.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await sign.getByRole('button', { name: 'Authenticate' }).click();
  await expect(sign).toContainText('Disposition');
  await sign.getByRole('tab', { name: 'Type' }).click();
  await sign.getByLabel('Comment').fill('Retention period over; no open deviation or complaint.');
  await sign.getByRole('checkbox', { name: /agree to the legal disclaimer/ }).check();
  await shot(page, 'retention-disposition-signature');
  await sign.getByRole('button', { name: 'Complete Signature' }).click();
  await expect(page.getByText('Document disposed of')).toBeVisible();
  await expect(sign).toBeHidden({ timeout: 5000 });
  await expect(review.getByRole('row').filter({ hasText: docNumber })).toHaveCount(0);
  expect((await admin.get<DispositionListResponse>('/api/retention/disposition?pageSize=100')).items.some((i) => i.id === doc.id)).toBe(false);
  const adminContext = await newContext();
  await apiAs(adminContext, 'admin');
  const file = await adminContext.get(`/api/documents/${doc.id}/file`);
  expect(file.status()).toBe(410);
  expect(((await file.json()) as { error: { code: string } }).error.code).toBe('DOCUMENT_DISPOSED');
  const signatures = await admin.get<{ meaning: string }[]>(`/api/documents/${doc.id}/signatures`);
  expect(signatures.map((s) => s.meaning)).toEqual(expect.arrayContaining(['approved', 'disposition']));

  // The stale draft: chosen and archived with a reason.
  const drafts = page.getByRole('table', { name: 'Stale Drafts' });
  const draftRow = drafts.getByRole('row').filter({ hasText: `Abandoned draft ${run}` });
  await draftRow.getByRole('checkbox').check();
  await expect(page.getByText(/^1 of \d+ selected$/)).toBeVisible();
  await draftRow.scrollIntoViewIfNeeded();
  await shot(page, 'retention-stale-drafts');
  await page.getByRole('button', { name: 'Archive selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive 1 draft' });
  await confirm.getByLabel('Reason').fill('Abandoned: superseded by the new granulation SOP');
  await shot(page, 'retention-archive-drafts-dialog');
  await confirm.getByRole('button', { name: 'Archive 1 draft' }).click();
  await expect(page.getByText('1 draft archived')).toBeVisible();
  await expect(drafts.getByRole('row').filter({ hasText: `Abandoned draft ${run}` })).toHaveCount(0);
  expect((await admin.get<DocumentDetail>(`/api/documents/${draft.id}`)).status).toBe('archived');

  // Reset to Defaults fills the form; saving stays explicit, and the defaults persist after a reload.
  await page.getByRole('button', { name: 'Reset to Defaults' }).click();
  await expect(field(page, /^Documents/)).toHaveValue(String(DEFAULTS.documents));
  await expect(page.getByText('The defaults are in the form. Select Save Policies to apply them.')).toBeVisible();
  expect((await admin.get<RetentionPoliciesResponse>('/api/system/retention')).documents).toBe(0);
  await page.getByRole('button', { name: 'Save Policies' }).click();
  await expect(page.getByText('Retention policies saved')).toBeVisible();
  await page.reload();
  for (const [label, value] of [[/^Documents/, DEFAULTS.documents], [/^Audit logs/, DEFAULTS.auditLogs], [/^Backups/, DEFAULTS.backups], [/^Drafts/, DEFAULTS.drafts]] as const) {
    await expect(field(page, label)).toHaveValue(String(value));
  }
  expect(await admin.get<RetentionPoliciesResponse>('/api/system/retention')).toMatchObject(DEFAULTS);
  await shot(page, 'retention-tab-reset', true);

  // The disposed document's page keeps its record and says plainly who disposed of it, when and why; nothing offers
  // its destroyed files (viewer, download, print, cart) or a restore.
  await page.goto(`/dashboard/admin/documents/${doc.id}`);
  await expect(page.getByText('Disposed of', { exact: true })).toBeVisible();
  await expect(page.getByText(/Sarah Mitchell disposed of this document at the end of its retention period/)).toBeVisible();
  for (const name of ['Open viewer', 'Download', 'Add to Cart', 'Print']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByText('Restore from Archive')).toHaveCount(0);
  await shot(page, 'retention-disposed-document');
});
