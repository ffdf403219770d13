import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, shot, signIn } from './support';
import { expectToastClear } from './toast-clearance';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
/** Unique per run, so the specs can share one server with whatever earlier runs left behind. */
const run = Date.now().toString(36).toUpperCase();

async function openDocuments(page: Page, role: 'author' | 'admin'): Promise<void> {
  await signIn(page, DEMO_ACCOUNTS[role].email);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Document Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Document Management' })).toBeVisible();
}

interface UploadInput {
  docNumber: string;
  title: string;
  file: string;
}

async function uploadSop(page: Page, input: UploadInput, options: { screenshot?: string } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Create New SOP' }).click();
  await page.getByRole('menuitem', { name: /Upload New SOP/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload New SOP' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('SOP Number', { exact: true }).fill(input.docNumber);
  await dialog.getByLabel('SOP Title', { exact: true }).fill(input.title);
  await dialog.getByLabel('Description', { exact: true }).fill('Defines how the procedure is carried out and recorded.');
  await dialog.getByLabel('Keywords', { exact: true }).fill('e2e, upload');
  await dialog.getByLabel('Department', { exact: true }).selectOption({ label: 'Quality Assurance' });
  await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Quality Management' });
  await dialog.getByLabel('GxP impact').check();
  await dialog.getByLabel('Change Reason', { exact: true }).fill('New procedure');
  await dialog.getByLabel('Effective Date', { exact: true }).fill('2026-01-15');
  await dialog.getByLabel('Review Date', { exact: true }).fill('2027-01-15');
  await dialog.getByLabel('SOP file').setInputFiles(path.join(fixtures, input.file));
  await expect(dialog.getByText(input.file, { exact: true }).first()).toBeVisible();
  if (options.screenshot) await shot(page, options.screenshot);

  await dialog.getByRole('button', { name: 'Upload SOP' }).click();
  await expect(page.getByText('SOP Uploaded Successfully')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
}

async function openRow(page: Page, title: string): Promise<void> {
  await page.getByLabel('Search', { exact: true }).fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('cell').nth(2).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('an author uploads a Word SOP, sees every missing field first, then reads it as HTML and downloads it', async ({
  page,
}) => {
  // Upload, conversion and download: over 30 s on a loaded 2-core machine.
  test.slow();
  await openDocuments(page, 'author');
  const title = `Equipment Cleaning ${run}`;

  // An empty form names every required field under the field itself.
  await page.getByRole('button', { name: 'Create New SOP' }).click();
  await page.getByRole('menuitem', { name: /Upload New SOP/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload New SOP' });
  await dialog.getByRole('button', { name: 'Upload SOP' }).click();
  for (const message of [
    'SOP Number is required',
    'SOP Title is required',
    'Description is required',
    'Department is required',
    'Category is required',
    'Change Reason is required',
    'Effective Date is required',
    'Review Date is required',
    'SOP file is required',
  ]) {
    await expect(dialog.getByRole('alert').filter({ hasText: message })).toBeVisible();
  }
  await expect(dialog.getByLabel('SOP Number', { exact: true })).toBeFocused();
  await shot(page, 'documents-upload-errors');
  // Editing a field clears its error; a wrong file type is refused before anything is sent.
  await dialog.getByLabel('SOP Number', { exact: true }).fill('X');
  await expect(dialog.getByText('SOP Number is required')).toBeHidden();
  await dialog.getByLabel('SOP file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(dialog.getByText('Invalid file type: Please upload a .docx, .doc, or .pdf file')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await uploadSop(page, { docNumber: `SOP-QA-${run}`, title, file: 'tables.docx' }, { screenshot: 'documents-upload-dialog' });
  await page.getByLabel('Search', { exact: true }).fill(run);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Draft');
  await shot(page, 'documents-list');

  // A real download from the row's actions menu.
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('tables.docx');

  await openRow(page, title);
  await expect(page.getByText(`Version 0.01 • Quality Assurance`)).toBeVisible();
  const content = page.getByRole('article', { name: `Content of ${title}` });
  await expect(content.getByRole('table')).toBeVisible();
  await expect(content.getByRole('cell', { name: 'Top left' })).toBeVisible();
  await expect(content.getByText('Below')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Versions' })).toContainText('tables.docx');
  await shot(page, 'documents-docx-view', true);

  // Edit mode changes the title of the draft.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Title', { exact: true }).fill(`${title} (rev)`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('SOP Updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${title} (rev)` })).toBeVisible();

  // A new file makes the next version; the earlier one can still be shown.
  await page.getByRole('button', { name: 'Replace File' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace File' });
  await replace.getByRole('button', { name: 'Upload New Version' }).click();
  await expect(replace.getByText('A change summary is required')).toBeVisible();
  await replace.getByLabel('New file').setInputFiles(path.join(fixtures, 'basicapi.pdf'));
  await replace.getByLabel('Change summary').fill('Converted to PDF');
  await replace.getByRole('button', { name: 'Upload New Version' }).click();
  // The toast follows the upload and the page's refetch: past 5 s on a busy machine (seen at load 7).
  await expect(page.getByText('File Replaced')).toBeVisible({ timeout: 15_000 });
  const versions = page.getByRole('table', { name: 'Versions' });
  await expect(versions.locator('tbody tr')).toHaveCount(2);
  await expect(versions).toContainText('Converted to PDF');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await versions.getByRole('button', { name: /^Show / }).click();
  await expect(page.getByRole('article', { name: /^Content of / }).getByRole('cell', { name: 'Top left' })).toBeVisible();
  await expect(page.getByText(/^Showing /)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await shot(page, 'documents-versions');

  // The review page of the same document.
  await page.goto(page.url() + '/review');
  await expect(page.getByRole('heading', { name: 'Document Roles' })).toBeVisible();
  await expect(page.getByText('Not assigned')).toHaveCount(2);
  await shot(page, 'documents-review-page', true);
});

test('a PDF SOP is drawn page by page in the browser', async ({ page }) => {
  await openDocuments(page, 'author');
  const title = `API Basics ${run}`;
  await uploadSop(page, { docNumber: `SOP-PDF-${run}`, title, file: 'basicapi.pdf' });
  await openRow(page, title);

  const pageCount = page.getByText(/^Page \d+ of \d+$/);
  await expect(pageCount).toHaveText(/^Page 1 of \d+$/);
  const pages = Number((await pageCount.textContent())?.split(' of ')[1]);
  expect(pages).toBeGreaterThan(1);
  const canvas = page.getByRole('img', { name: new RegExp(`^${title}, page`) });
  await expect(canvas).toHaveAttribute('data-rendered-page', '1');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(pageCount).toHaveText(`Page 2 of ${pages}`);
  await expect(canvas).toHaveAttribute('data-rendered-page', '2');
  await shot(page, 'documents-pdf-view');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(pageCount).toHaveText(`Page 1 of ${pages}`);
});

test('a bulk CSV is reviewed, its one bad row fixed in the table, and all five SOPs created [REQ:FR-DOC-7]', async ({ page }) => {
  await openDocuments(page, 'author');
  await page.getByRole('button', { name: 'Upload Bulk SOP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk SOP Upload' });

  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Template' }).click();
  expect((await template).suggestedFilename()).toBe('sop_bulk_upload_template.csv');

  // The fixture (BOM, CRLF, quoted commas and quotes), its titles made unique to this run.
  const csv = fs.readFileSync(path.join(fixtures, 'bulk-sops.csv'), 'utf8').replaceAll('E2E Bulk', `E2E Bulk ${run}`);
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'bulk-sops.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('5 SOPs found in the CSV file.')).toBeVisible();
  const rows = dialog.getByTestId('bulk-row');
  await expect(rows).toHaveCount(5);
  await expect(dialog.getByLabel('Title, row 1')).toHaveValue(`E2E Bulk ${run} Gowning Procedure`);
  await expect(dialog.getByLabel('Confidentiality, row 5')).toHaveValue('public');
  await expect(rows.nth(2)).toContainText('Department is required');
  await expect(dialog.getByText('Please fix all errors before uploading.')).toBeVisible();
  const uploadButton = dialog.getByRole('button', { name: 'Upload 5 SOPs' });
  await expect(uploadButton).toBeDisabled();
  await shot(page, 'documents-bulk-review');

  await dialog.getByLabel('Department, row 3').selectOption({ label: 'Quality Assurance' });
  await expect(rows.nth(2)).not.toContainText('Department is required');
  await expect(uploadButton).toBeEnabled();
  await uploadButton.click();

  await expect(dialog.getByText('Successfully uploaded 5 SOPs, 0 failed.')).toBeVisible();
  await expect(page.getByText('Bulk Upload Complete')).toBeVisible();
  await shot(page, 'documents-bulk-complete');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search', { exact: true }).fill(run);
  await expect(page.getByRole('row').filter({ hasText: `E2E Bulk ${run}` })).toHaveCount(5);
});

test('the list sorts, filters, searches and keeps it all in the URL; a deleted SOP is archived', async ({ page }) => {
  // Many steps: over 30 s on a loaded 2-core machine.
  test.slow();
  await openDocuments(page, 'admin');
  // Three drafts through the API, as Quick Create would make them.
  const session = (await (await page.request.get('/api/auth/session')).json()) as { csrfToken: string };
  const [departments, categories] = await Promise.all(
    ['/api/departments', '/api/categories'].map(async (url) => (await (await page.request.get(url)).json()) as { id: string; name: string }[]),
  );
  for (const [word, priority] of [
    ['Alpha', 'low'],
    ['Bravo', 'high'],
  ] as const) {
    const response = await page.request.post('/api/documents', {
      headers: { 'x-csrf-token': session.csrfToken },
      data: {
        title: `${word} Sort ${run}`,
        categoryId: categories![0]!.id,
        departmentId: departments![0]!.id,
        keywords: [`kw${run}`],
        priority,
      },
    });
    expect(response.status()).toBe(201);
  }

  // The third through Create New SOP, opened by the link ?action=create.
  await page.goto('/dashboard/admin/documents?action=create');
  const create = page.getByRole('dialog', { name: 'Create New SOP' });
  await create.getByRole('button', { name: 'Create SOP' }).click();
  await expect(page.getByText('Please fill in all required fields including department.')).toBeVisible();
  await expect(create.getByRole('alert').filter({ hasText: 'Department is required' })).toBeVisible();
  await create.getByLabel('Title', { exact: true }).fill(`Charlie Sort ${run}`);
  await create.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await create.getByLabel('Department', { exact: true }).selectOption({ index: 1 });
  await create.getByLabel('Keywords', { exact: true }).fill(`kw${run}`);
  await create.getByRole('button', { name: 'Create SOP' }).click();
  await expect(create).toBeHidden();
  await expectToastClear(page, 'SOP Created', 'toast-sop-created');
  await expect(page).not.toHaveURL(/action=create/);

  // The toast names the type created: a work instruction is not an SOP.
  await page.goto('/dashboard/admin/documents?action=create');
  await create.getByLabel('Title', { exact: true }).fill(`Line setup ${run}`);
  await create.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await create.getByLabel('Department', { exact: true }).selectOption({ index: 1 });
  await create.getByLabel('Document Type', { exact: true }).selectOption('WI');
  await create.getByRole('button', { name: 'Create SOP' }).click();
  await expect(create).toBeHidden();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Work Instruction Created' })).toBeVisible();
  await shot(page, 'toast-wi-created');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'SOP Created' })).toHaveCount(0);

  const search = page.getByLabel('Search', { exact: true });
  await search.fill(`Sort ${run}`);
  await expect(page).toHaveURL(/q=/);
  const titles = page.getByRole('table', { name: 'Documents' }).locator('tbody tr td:first-child');
  await expect(titles).toHaveText([`Alpha Sort ${run}`, `Bravo Sort ${run}`, `Charlie Sort ${run}`]);

  const header = (name: string) => page.getByRole('columnheader', { name });
  await expect(header('Title')).toHaveAttribute('aria-sort', 'ascending');
  await header('Priority').getByRole('button').click();
  await expect(header('Priority')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header('Title')).not.toHaveAttribute('aria-sort');
  await header('Title').getByRole('button').click();
  await expect(header('Title')).toHaveAttribute('aria-sort', 'ascending');
  await header('Title').getByRole('button').click();
  await expect(header('Title')).toHaveAttribute('aria-sort', 'descending');
  await expect(titles).toHaveText([`Charlie Sort ${run}`, `Bravo Sort ${run}`, `Alpha Sort ${run}`]);
  await expect(page).toHaveURL(/sort=title/);
  await expect(page).toHaveURL(/dir=desc/);

  // Archive one with a reason (worded archive, never delete): it leaves the default list and shows under Archived.
  await page.getByRole('button', { name: `Actions for Bravo Sort ${run}` }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Archive "Bravo Sort ${run}"? It leaves the register; an administrator can restore it.`);
  await expect(confirm).not.toContainText(/delete|cannot be undone/i);
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(confirm.getByText('A reason is required')).toBeVisible();
  await confirm.getByLabel('Reason for archiving').fill('Superseded by a combined procedure');
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('SOP Archived')).toBeVisible();
  await expect(titles).toHaveText([`Charlie Sort ${run}`, `Alpha Sort ${run}`]);

  await page.getByLabel('Status').selectOption('archived');
  await expect(titles).toHaveText([`Bravo Sort ${run}`]);
  await expect(page.getByRole('row').filter({ hasText: `Bravo Sort ${run}` })).toContainText('Archived');
  await page.getByLabel('Status').selectOption('draft');
  await expect(titles).toHaveText([`Charlie Sort ${run}`, `Alpha Sort ${run}`]);

  // Reload and Back keep the state of the list.
  await page.reload();
  await expect(search).toHaveValue(`Sort ${run}`);
  await expect(page.getByLabel('Status')).toHaveValue('draft');
  await expect(header('Title')).toHaveAttribute('aria-sort', 'descending');
  await page.goBack();
  await expect(page.getByLabel('Status')).toHaveValue('archived');
  await expect(titles).toHaveText([`Bravo Sort ${run}`]);
  await page.goForward();
  await expect(page.getByLabel('Status')).toHaveValue('draft');

  // A word from the keywords finds them as well; no match shows the empty state.
  await search.fill(`kw${run}`);
  await expect(titles).toHaveCount(2);
  await shot(page, 'documents-sorted-filtered');
  await search.fill(`nothing-like-this-${run}`);
  await expect(page.getByText('No Documents Found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByText('Filters Cleared')).toBeVisible();
  await expect(search).toHaveValue('');

  await page.getByRole('button', { name: 'Manage Categories' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Categories' });
  await expect(manage.getByRole('table', { name: 'Categories' })).toContainText('Quality Management');
  await shot(page, 'documents-manage-categories');
  await manage.getByRole('button', { name: 'Add Category' }).click();
  await manage.getByLabel('Name', { exact: true }).fill(`Validation ${run}`);
  await manage.getByLabel('Retention (days)').fill('3650');
  await manage.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText('Category Added')).toBeVisible();
  const added = manage.getByRole('row').filter({ hasText: `Validation ${run}` });
  await expect(added).toContainText('3650 days');
  await added.getByRole('button', { name: `Deactivate Validation ${run}` }).click();
  await expect(page.getByText('Category Deactivated')).toBeVisible();
  await expect(added).toContainText('Inactive');
});

test('an edit that lost a race is refused and the form reloads the newer document; Duplicate makes a draft copy [REQ:FR-DOC-4] [REQ:FR-DOC-8]', async ({ page }) => {
  await openDocuments(page, 'author');
  const headers = { 'x-csrf-token': ((await (await page.request.get('/api/auth/session')).json()) as { csrfToken: string }).csrfToken };
  const [department] = (await (await page.request.get('/api/departments')).json()) as { id: string }[];
  const [category] = (await (await page.request.get('/api/categories')).json()) as { id: string }[];
  const body = { title: `Race ${run}`, categoryId: category!.id, departmentId: department!.id };
  const created = (await (await page.request.post('/api/documents', { headers, data: body })).json()) as { id: string; rowVersion: number };

  await page.getByLabel('Search', { exact: true }).fill(`Race ${run}`);
  await page.getByRole('button', { name: `Actions for Race ${run}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit SOP' });
  await dialog.getByLabel('Title', { exact: true }).fill(`Race ${run} mine`);

  // Someone else saves first.
  const theirs = await page.request.put(`/api/documents/${created.id}`, {
    headers,
    data: { ...body, title: `Race ${run} theirs`, rowVersion: created.rowVersion },
  });
  expect(theirs.status()).toBe(200);

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Document Changed')).toBeVisible();
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(`Race ${run} theirs`);
  await dialog.getByLabel('Title', { exact: true }).fill(`Race ${run} merged`);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('SOP Updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Duplicate makes a new draft copy.
  await page.getByRole('button', { name: `Actions for Race ${run} merged` }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page.getByText('SOP Duplicated')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Race ${run} merged (Copy)` })).toContainText('Draft');
});
