import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, effectiveDocument } from './api-session';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, shot, signIn } from './support';

// List filters, tables that fit and phones. One administrator page, signed in once.
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

test('the Status filter offers "In force" and every status, and keeps the choice in the URL', async () => {
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

/** Screens of the administrator, each ready when its level-1 heading shows. */
const adminScreens = () => [
  'documents',
  `documents/${docs.revising.id}`,
  'workflows',
  'audit',
  'users/all',
  'users',
  'training',
  'my-training',
  'copies',
  'periodic-reviews',
  'notifications',
  'system?tab=overview',
  'system?tab=backup',
  'system?tab=retention',
  'system?tab=signatures',
  'system?tab=validation',
];

/** The page scrolls sideways nowhere: its document is no wider than the window. */
async function expectNoPageOverflow(where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect.soft(scrollWidth, `${where}: the page is ${scrollWidth - clientWidth} px wider than the window`).toBeLessThanOrEqual(clientWidth);
}

/** Every table's actions (a last column of buttons or links) show inside the window, without scrolling the page or the table. */
async function expectTableActionsVisible(where: string): Promise<void> {
  const outside = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main table')).flatMap((table) =>
      Array.from(table.querySelectorAll('tbody tr')).slice(0, 3).flatMap((row) => {
        const last = row.lastElementChild;
        // Tables without row actions may scroll inside their card.
        if (!last || row.children.length < 2 || !last.querySelector('button, a')) return [];
        const box = last.getBoundingClientRect();
        return box.right > window.innerWidth + 0.5 ? [`${table.getAttribute('aria-label') ?? 'table'}: ${Math.round(box.right)} > ${window.innerWidth}`] : [];
      }),
    ),
  );
  expect.soft(outside, `${where}: actions off-screen`).toEqual([]);
}

async function openScreen(path: string): Promise<void> {
  await page.goto(`/dashboard/admin/${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main [aria-busy="true"], main .animate-pulse')).toHaveCount(0, { timeout: 30_000 });
}

test('tables fit at 1366×768 and 1280×800: actions in the window, no sideways page scroll', async () => {
  test.setTimeout(240_000);
  for (const size of [{ width: 1366, height: 768 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    for (const path of adminScreens()) {
      await openScreen(path);
      const where = `${path} at ${size.width}`;
      await expectNoPageOverflow(where);
      await expectTableActionsVisible(where);
    }
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  await openScreen(`documents/${docs.revising.id}`);
  const versions = page.getByRole('table', { name: 'Versions' });
  for (const action of [/^Revert/, /^Show /, /^Download /]) {
    const button = versions.getByRole('button', { name: action }).or(versions.getByRole('link', { name: action })).first();
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box!.x + box!.width, `${String(action)} is off-screen`).toBeLessThanOrEqual(1366);
  }
  await versions.scrollIntoViewIfNeeded();
  await shot(page, 'layout-fit-versions-1366');
});

/** Each open dialog is no wider than its content and lies inside the window. */
async function expectDialogsFit(where: string): Promise<void> {
  const problems = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).flatMap((dialog) => {
      const box = dialog.getBoundingClientRect();
      const found: string[] = [];
      if (dialog.scrollWidth > dialog.clientWidth) {
        // Name the innermost elements that stick out, to say what to fix.
        const wide = Array.from(dialog.querySelectorAll('*')).filter((element) => element.getBoundingClientRect().right > box.right && !Array.from(element.children).some((child) => child.getBoundingClientRect().right > box.right));
        found.push(`its content is ${dialog.scrollWidth - dialog.clientWidth} px wider than it: ${wide.slice(0, 3).map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`).join(', ')}`);
      }
      if (box.left < 0 || box.right > window.innerWidth + 0.5) found.push(`it spans ${Math.round(box.left)}..${Math.round(box.right)} of ${window.innerWidth}`);
      return found.map((problem) => `${dialog.getAttribute('aria-label') ?? dialog.querySelector('h2')?.textContent ?? 'dialog'}: ${problem}`);
    }),
  );
  expect.soft(problems, `${where}: dialogs`).toEqual([]);
}

test('a phone (390×844): header search, and no page or dialog wider than the screen', async () => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });

  // The header search: a button opens a full-width field, Escape closes it, Enter searches.
  await openScreen('');
  // The header's controls all show (it is fixed: an overflow there would not widen the page, only clip them).
  for (const control of await page.getByRole('banner').getByRole('button').all()) {
    const { x, width } = (await control.boundingBox())!;
    expect.soft(x + width, `${await control.getAttribute('aria-label')} is cut off`).toBeLessThanOrEqual(390);
  }
  const opener = page.getByRole('button', { name: 'Open search' });
  await opener.click();
  const field = page.getByRole('searchbox', { name: 'Search everything' });
  await expect(field).toBeFocused();
  const box = await field.boundingBox();
  expect(box!.width).toBeGreaterThan(280);
  await shot(page, 'layout-fit-mobile-search');
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await field.fill(run);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${run}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
  await expect(field).toBeHidden();

  for (const path of ['', ...adminScreens(), 'profile', 'system?tab=preferences', `documents/${docs.effective.id}/view`]) {
    await openScreen(path);
    await expectNoPageOverflow(`${path || 'dashboard'} at 390`);
    if (['', 'documents', 'users/all', 'system?tab=retention'].includes(path) || path === `documents/${docs.revising.id}`) await shot(page, `layout-fit-390-${path.replace(/[^a-z]+/g, '-') || 'dashboard'}`, true);
  }

  // The main dialogs: Upload, Quick Create, a workflow action and its signature.
  await openScreen('documents');
  for (const item of [/Upload New SOP/, /Quick Create/]) {
    await page.getByRole('button', { name: 'Create New SOP' }).click();
    await page.getByRole('menuitem', { name: item }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectDialogsFit(String(item));
    await shot(page, `layout-fit-390-dialog-${String(item).replace(/[^a-z]+/gi, '-')}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await openScreen(`documents/${docs.effective.id}`);
  await page.getByRole('list', { name: 'Available workflow actions' }).getByRole('button', { name: /^Mark Obsolete/ }).click();
  const action = page.getByRole('dialog', { name: 'Mark Obsolete' });
  await expect(action).toBeVisible();
  await expectDialogsFit('Mark Obsolete');
  await shot(page, 'layout-fit-390-dialog-action');
  await action.getByRole('textbox').first().fill('Layout check');
  await action.getByRole('button', { name: 'Confirm' }).click();
  const signing = page.getByRole('dialog', { name: 'Electronic Signature' });
  await expect(signing).toBeVisible();
  await expectDialogsFit('Electronic Signature');
  await shot(page, 'layout-fit-390-dialog-signature');
  await page.keyboard.press('Escape');
  await expect(signing).toBeHidden();

  // Every role's landing page, each signed in through the API on this page's context.
  for (const role of ['author', 'reviewer', 'approver', 'user', 'document_coordinator'] as const) {
    const login = await page.context().request.post('/api/auth/login', { data: { email: DEMO_ACCOUNTS[role].email, password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expectNoPageOverflow(`${role} dashboard at 390`);
    await shot(page, `layout-fit-390-${role}`, true);
  }
});
