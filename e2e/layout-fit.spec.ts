import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, effectiveDocument } from './api-session';
import { DEMO_ACCOUNTS, shot, signIn } from './support';

// Issue 35: list filters (item 1), tables that fit (item 8) and phones (item 6). One administrator page, signed in once.
const run = Date.now().toString(36).toUpperCase();
test.describe.configure({ mode: 'serial' });

let page: Page;
let newContext: () => Promise<APIRequestContext>;
const docs = { effective: { id: '', title: `Fit in force ${run}` }, revising: { id: '', title: `Fit revising ${run}` }, draft: { id: '', title: `Fit draft ${run}` } };

test.beforeAll(async ({ browser, playwright, baseURL }) => {
  // Two signed lifecycles through the API: slow on a loaded machine.
  test.setTimeout(180_000);
  newContext = () => playwright.request.newContext({ baseURL });
  docs.effective.id = (await effectiveDocument(newContext, { docNumber: `FIT-E-${run}`, title: docs.effective.title, file: 'basicapi.pdf' })).id;
  docs.revising.id = (await effectiveDocument(newContext, { docNumber: `FIT-R-${run}`, title: docs.revising.title, file: 'basicapi.pdf' })).id;
  const author = await apiAs(await newContext(), 'author');
  await author.post(`/api/documents/${docs.revising.id}/actions`, { action: 'new_version', comment: 'Annual update' });
  const [department] = await author.get<{ id: string }[]>('/api/departments');
  const [category] = await author.get<{ id: string }[]>('/api/categories');
  docs.draft.id = (await author.post<{ id: string }>('/api/documents', { title: docs.draft.title, categoryId: category!.id, departmentId: department!.id })).id;

  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
});
test.afterAll(async () => page.close());

/** The list's rows among this run's documents. */
const rowsOf = (titles: string[]) => Promise.all(titles.map((title) => expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1)));

test('the Status filter offers "In force" and every status, and keeps the choice in the URL (issue 35 item 1)', async () => {
  await page.goto(`/dashboard/admin/documents?q=${encodeURIComponent(`Fit ${run}`)}`);
  const status = page.getByLabel('Status', { exact: true });
  await expect(status.locator('option')).toHaveText(['All statuses', 'In force', 'Draft', 'In Review', 'Reviewed', 'Pending Approval', 'Rejected', 'Approved', 'Internal Assessment', 'Approved · Scheduled', 'Approved – Training', 'Effective', 'Obsolete', 'Archived']);
  await rowsOf([docs.effective.title, docs.revising.title, docs.draft.title]);

  // In force: the effective document and the one whose revision is under way (its v1 stays in force), not the draft.
  await status.selectOption({ label: 'In force' });
  await expect(page).toHaveURL(/[?&]inForce=true/);
  await expect(page.getByRole('row').filter({ hasText: docs.draft.title })).toHaveCount(0);
  await rowsOf([docs.effective.title, docs.revising.title]);
  await page.reload();
  await expect(status).toHaveValue('in-force');
  await expect(page.getByRole('row').filter({ hasText: docs.draft.title })).toHaveCount(0);
  await rowsOf([docs.effective.title, docs.revising.title]);
  await shot(page, 'layout-fit-in-force');

  // Effective is the working copy's status: the document under revision is a draft.
  await status.selectOption({ label: 'Effective' });
  await expect(page).toHaveURL(/[?&]status=effective/);
  await expect(page).not.toHaveURL(/inForce/);
  await expect(page.getByRole('row').filter({ hasText: docs.revising.title })).toHaveCount(0);
  await rowsOf([docs.effective.title]);
  await page.reload();
  await expect(status).toHaveValue('effective');
  await rowsOf([docs.effective.title]);

  // A hand-edited link falls back to every status.
  await page.goto(`/dashboard/admin/documents?q=${encodeURIComponent(`Fit ${run}`)}&status=in-force&inForce=maybe`);
  await expect(status).toHaveValue('');
  await rowsOf([docs.effective.title, docs.revising.title, docs.draft.title]);
});
