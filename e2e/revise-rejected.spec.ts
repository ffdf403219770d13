import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, fixtures } from './api-session';
import { DEMO_ACCOUNTS, shot, signIn } from './support';

// A draft without a file cannot be submitted, and a rejected document is revised on screen.
test.describe.configure({ mode: 'serial' });
const run = Date.now().toString(36).toUpperCase();

async function openAs(page: Page, role: 'author' | 'reviewer', documentId: string, title: string): Promise<void> {
  await signIn(page, DEMO_ACCOUNTS[role].email);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
  await page.goto(`/dashboard/${role}/documents/${documentId}`);
  // The page loads its document, workflows and content: slower than 5 s on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
}

const actionButton = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Available workflow actions' }).getByRole('button', { name: new RegExp(`^${label}`) });

test('a Quick Create draft without a file offers Submit for Review disabled, and says why', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const author = await apiAs(await playwright.request.newContext({ baseURL }), 'author');
  const [departments, categories] = await Promise.all([author.get<{ id: string }[]>('/api/departments'), author.get<{ id: string }[]>('/api/categories')]);
  const title = `No File Yet ${run}`;
  const doc = await author.post<{ id: string }>('/api/documents', { title, departmentId: departments[0]!.id, categoryId: categories[0]!.id });

  await openAs(page, 'author', doc.id, title);
  const submit = actionButton(page, 'Submit for Review');
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription("Attach the document's file before submitting it for review.");
  await expect(page.getByText("Attach the document's file before submitting it for review.")).toBeVisible();
  await shot(page, 'no-file-submit-disabled');
});

test('the reviewer rejects; the author sees who and why, edits, replaces the file and resubmits; the notice goes', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const context = () => playwright.request.newContext({ baseURL });
  const author = await apiAs(await context(), 'author');
  const [departments, categories] = await Promise.all([author.get<{ id: string }[]>('/api/departments'), author.get<{ id: string }[]>('/api/categories')]);
  const title = `Rejected Revision ${run}`;
  const metadata = { docNumber: `SOP-RJ-${run}`, title, categoryId: categories[0]!.id, departmentId: departments[0]!.id, description: 'To be rejected', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const doc = await author.upload<{ id: string }>('/api/documents/upload', metadata, 'tables.docx');
  const [reviewerId] = await author.get<{ id: string }[]>('/api/users/assignable?role=reviewer');
  const [approverId] = await author.get<{ id: string }[]>('/api/users/assignable?role=approver');
  await author.post(`/api/documents/${doc.id}/actions`, { action: 'submit_for_review', reviewers: [reviewerId!.id], approvers: [approverId!.id], comment: 'Please review.' });

  // The reviewer rejects on the document page, with a reason.
  await openAs(page, 'reviewer', doc.id, title);
  await actionButton(page, 'Reject').click();
  const reject = page.getByRole('dialog');
  await reject.getByLabel('Reason for rejection').fill('The cleaning agent concentration is missing.');
  await reject.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Action Completed')).toBeVisible();
  await page.context().clearCookies();

  // The author sees the rejection at the top, and can revise.
  await openAs(page, 'author', doc.id, title);
  const notice = page.getByRole('alert').filter({ hasText: 'Rejected by' });
  await expect(notice).toContainText(`Rejected by ${DEMO_ACCOUNTS.reviewer.name}`);
  await expect(notice).toContainText('The cleaning agent concentration is missing.');
  await shot(page, 'rejected-document-author');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Title', { exact: true }).fill(`${title} (rev)`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('SOP Updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${title} (rev)` })).toBeVisible();
  // Revised, it is a draft again, and the reason stays in view until it is submitted.
  await expect(notice).toBeVisible();

  await page.getByRole('button', { name: 'Replace File' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace File' });
  await replace.getByLabel('New file').setInputFiles(path.join(fixtures, 'simple-list.docx'));
  await replace.getByLabel('Change summary').fill('Concentration added');
  await replace.getByRole('button', { name: 'Upload New Version' }).click();
  await expect(page.getByText('File Replaced')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Details' })).toBeVisible();

  // Submitted again: the rejection is history, no longer the notice at the top.
  await actionButton(page, 'Submit for Review').click();
  const submit = page.getByRole('dialog', { name: 'Submit for Review' });
  await submit.getByRole('checkbox', { name: new RegExp(DEMO_ACCOUNTS.reviewer.name) }).check();
  await submit.getByRole('checkbox', { name: new RegExp(DEMO_ACCOUNTS.approver.name) }).check();
  await submit.getByLabel('Comment').fill('Concentration added as asked.');
  await submit.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByText('SOP has been submitted for review successfully.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Rejected by' })).toHaveCount(0);
});
