import { expect, test, type Page } from '@playwright/test';
import { apiAs, effectiveDocument, type ApiSession } from './api-session';
import { DEMO_ACCOUNTS, shot, signIn } from './support';

// The viewer against spec 02 §2, and the small screens.
const run = Date.now().toString(36).toUpperCase();

interface Uploaded {
  id: string;
  rowVersion: number;
  versions: { id: string }[];
}

/** A draft SOP with a fixture file, uploaded by the author through the API (the page shares the session). */
async function upload(author: ApiSession, docNumber: string, title: string, file: string): Promise<Uploaded> {
  const [departments, categories] = await Promise.all([author.get<{ id: string }[]>('/api/departments'), author.get<{ id: string }[]>('/api/categories')]);
  const metadata = { docNumber, title, categoryId: categories[0]!.id, departmentId: departments[0]!.id, description: 'Viewer gaps', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  return author.upload<Uploaded>('/api/documents/upload', metadata, file);
}

const viewerPath = (id: string) => `/dashboard/author/documents/${id}/view`;

/** No horizontal scrolling of the page itself: wide content scrolls inside its own frame. */
async function expectNoPageOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('Information → General shows the Previous Document Number set in Edit SOP, "—" when none', async ({ page }) => {
  test.slow();
  const author = await apiAs(page.request, 'author');
  const doc = await upload(author, `PREV-${run}`, `Previous number ${run}`, 'basicapi.pdf');

  await page.goto(viewerPath(doc.id));
  await page.getByRole('button', { name: 'Information' }).click();
  const info = page.getByRole('complementary', { name: 'Information' });
  const previous = info.locator('dt', { hasText: /^Previous Document Number$/ }).locator('xpath=following-sibling::dd');
  await expect(previous).toHaveText('—');

  await page.goto(`/dashboard/author/documents/${doc.id}`);
  await page.getByRole('button', { name: 'Edit Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit SOP' });
  await dialog.getByLabel('Previous Document Number', { exact: true }).fill('QA-PAPER-117');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  await page.goto(viewerPath(doc.id));
  await page.getByRole('button', { name: 'Information' }).click();
  await expect(previous).toHaveText('QA-PAPER-117');
  await shot(page, 'viewer-previous-number');
});

test('the toolbar refreshes the document and its rendition, and switches between the hand tool and text selection', async ({ page }) => {
  test.slow();
  const author = await apiAs(page.request, 'author');
  const doc = await upload(author, `TOOL-${run}`, `Viewer tools ${run}`, 'basicapi.pdf');
  await page.goto(viewerPath(doc.id));
  await expect(page.getByRole('textbox', { name: 'Page', exact: true })).toHaveValue('1', { timeout: 20_000 });

  // Refresh asks the server again for the record and for the rendition.
  const documentRequest = page.waitForRequest((request) => request.url().endsWith(`/api/documents/${doc.id}`));
  const renditionRequest = page.waitForRequest((request) => request.url().includes(`/api/documents/${doc.id}/versions/${doc.versions[0]!.id}/rendition`));
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await Promise.all([documentRequest, renditionRequest]);
  await expect(page.getByRole('textbox', { name: 'Page', exact: true })).toHaveValue('1', { timeout: 20_000 });

  // Text selection is on by default: a double click selects a word.
  const select = page.getByRole('button', { name: 'Text selection', exact: true });
  await expect(select).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('textbox', { name: 'Page', exact: true }).fill('2');
  await page.keyboard.press('Enter');
  const word = page.locator('.page[data-page-number="2"] .textLayer span', { hasText: 'Chapter 1' });
  await word.dblclick();
  expect(await page.evaluate(() => window.getSelection()?.toString().trim())).not.toBe('');

  // The hand tool: nothing is selected, dragging moves the pages.
  await select.click();
  await expect(select).toHaveAttribute('aria-pressed', 'false');
  await page.evaluate(() => window.getSelection()?.removeAllRanges());
  const pages = page.getByRole('region', { name: 'Document pages' });
  const box = (await pages.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 40);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 40, { steps: 8 });
  await page.mouse.up();
  expect(await pages.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);
  expect(await page.evaluate(() => window.getSelection()?.toString().trim() ?? '')).toBe('');
  await shot(page, 'viewer-hand-tool');

  await select.click();
  await expect(select).toHaveAttribute('aria-pressed', 'true');
});

test('Actions → Download Viewable Rendition downloads the PDF the viewer shows, with its file name', async ({ page }) => {
  test.slow();
  const author = await apiAs(page.request, 'author');
  const doc = await upload(author, `REND-${run}`, `Rendition download ${run}`, 'tables.docx');
  await page.goto(viewerPath(doc.id));
  // LibreOffice makes the PDF in the background.
  await expect(page.getByRole('textbox', { name: 'Page', exact: true })).toHaveValue('1', { timeout: 90_000 });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Page', exact: true })).toHaveValue('1', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Actions' }).click();
  // No item that only opens a page: each "Viewable Rendition" item downloads.
  await expect(page.getByRole('menuitem', { name: /Viewable Rendition/ })).toHaveCount(1);
  const download = page.waitForEvent('download', { timeout: 20_000 });
  await page.getByRole('menuitem', { name: 'Download Viewable Rendition (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe('tables.pdf');
  await expect(page).toHaveURL(/\/view$/);
});

test('a menu opened while the pages load stays open when they arrive: the pages take the focus only if no one has', async ({ page }) => {
  test.slow();
  const author = await apiAs(page.request, 'author');
  const doc = await upload(author, `FOCUS-${run}`, `Focus while loading ${run}`, 'basicapi.pdf');
  // The rendition waits until the menu is open (the CI run saw the menu close under a slow load).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/documents/${doc.id}/versions/*/rendition`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(viewerPath(doc.id));
  await page.getByRole('button', { name: 'Actions' }).click();
  const item = page.getByRole('menuitem', { name: 'Download Source File' });
  await expect(item).toBeVisible();
  release();
  await expect(page.getByRole('textbox', { name: 'Page', exact: true })).toHaveValue('1', { timeout: 20_000 });
  const pages = page.getByRole('region', { name: 'Document pages' });
  await expect(pages).toHaveAttribute('aria-busy', 'false');
  await expect(pages).not.toBeFocused();
  await expect(page.getByRole('menu')).toHaveAttribute('data-state', 'open');
  await expect(item).toBeVisible();
  await page.keyboard.press('Escape');
  // With nothing else focused, the pages do take it: the arrow keys scroll them at once.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Page', exact: true })).toHaveValue('1', { timeout: 20_000 });
  await expect(pages).toBeFocused();
});

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1280, height: 800 },
]) {
  test(`the stage bar stays on one line at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const author = await apiAs(page.request, 'author');
    const doc = await upload(author, `STAGE-${viewport.width}-${run}`, `Stage bar ${viewport.width} ${run}`, 'basicapi.pdf');
    await page.goto(viewerPath(doc.id));
    await page.getByRole('button', { name: 'Information' }).click();
    const bar = page.getByRole('complementary', { name: 'Information' }).getByRole('navigation', { name: 'Workflow stage' });
    await expect(bar.getByRole('listitem')).toHaveCount(5);
    const tops = await bar.getByRole('listitem').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await bar.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await shot(page, `viewer-stage-bar-${viewport.width}`);
  });
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the viewer opens at fit-width with a compact toolbar; the page does not scroll sideways', async ({ page }) => {
    test.slow();
    const author = await apiAs(page.request, 'author');
    const doc = await upload(author, `PHONE-${run}`, `Phone viewer ${run}`, 'basicapi.pdf');
    await page.goto(viewerPath(doc.id));
    await expect(page.getByRole('textbox', { name: 'Page', exact: true })).toHaveValue('1', { timeout: 20_000 });
    // The first page fits the screen's width.
    const pageBox = (await page.locator('.page[data-page-number="1"]').boundingBox())!;
    expect(pageBox.width).toBeLessThanOrEqual(390);
    // Header and toolbar together take at most a sixth of the screen (they took a third).
    const toolbar = (await page.getByRole('group', { name: 'Viewer tools' }).boundingBox())!;
    expect(toolbar.y + toolbar.height).toBeLessThanOrEqual(844 / 6);
    // The rest of the tools are in a menu, fit width chosen.
    await page.getByRole('button', { name: 'More tools' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Fit width' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('menuitem', { name: 'Refresh' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Find in document' }).click();
    await expect(page.getByRole('searchbox', { name: 'Find in document' })).toBeFocused();
    await expectNoPageOverflow(page);
    await shot(page, 'viewer-phone');
  });

  test('System Administration fits the screen: its tab row scrolls within the page', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.admin.email);
    await page.goto('/dashboard/admin/system');
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible({ timeout: 20_000 });
    await expectNoPageOverflow(page);
    await shot(page, 'system-phone');
  });

  test('Controlled Copies fits the screen; the role badge shows the whole role', async ({ page, playwright, baseURL }) => {
    test.slow();
    // A controlled copy of an effective SOP, so the register has a row (signed in through the API: the page shares it).
    const docNumber = `PHCOPY-${run}`;
    const printed = await effectiveDocument(() => playwright.request.newContext({ baseURL }), { docNumber, title: `Phone copies ${run}`, file: 'basicapi.pdf' });
    const coordinator = await apiAs(page.request, 'document_coordinator');
    await coordinator.post(`/api/documents/${printed.id}/print`, { controlled: true, copies: 1, purpose: 'Line binder', holder: 'Ana Ortega', location: 'Packaging line 3' });
    await page.goto('/dashboard/document_coordinator/copies');
    await expect(page.getByRole('row').filter({ hasText: docNumber }).first()).toBeVisible({ timeout: 20_000 });
    await expectNoPageOverflow(page);
    const badge = page.getByRole('banner').getByText('Document Coordinator', { exact: true });
    await expect(badge).toBeVisible();
    expect(await badge.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await shot(page, 'copies-phone');
  });
});
