import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, shot, signIn } from './support';
import { uploadSop } from './upload-sop';

const run = Date.now().toString(36).toUpperCase();

test('a PDF opens in the full-screen viewer: zoom, find on page 2, thumbnails, bookmarks, information, Esc leaves [REQ:FR-VIEW-1]', async ({ page }) => {
  // An upload, pdf.js's first load and a dozen steps: more than the default 30 s on a busy machine.
  test.slow();
  const title = `Viewer Basics ${run}`;
  await signIn(page, DEMO_ACCOUNTS.author.email);
  await expect(page).toHaveURL(/\/dashboard\/author$/);
  // basicapi.pdf: three pages, an outline INDEX (1), Chapter 1 (2) › Paragraph 1.1 (3); "page 2" is printed on page 2 only.
  await uploadSop(page, { title, docNumber: `SOP-VIEW-${run}`, file: 'basicapi.pdf' });

  // From the document page, the viewer opens full-screen: no shell around it.
  await page.getByLabel('Search', { exact: true }).fill(title);
  await page.getByRole('row').filter({ hasText: title }).getByRole('cell').nth(2).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const documentUrl = page.url();
  await page.getByRole('link', { name: 'Open viewer' }).click();
  await expect(page).toHaveURL(/\/documents\/[^/]+\/view$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  const pageNumber = page.getByRole('textbox', { name: 'Page', exact: true });
  await expect(pageNumber).toHaveValue('1');
  // The record's three pages, then its signature page and its revision history page (P11-50).
  await expect(page.getByText('of 5', { exact: true })).toBeVisible();
  // The viewer's text layer: the words can be selected and copied.
  await expect(page.locator('.textLayer').getByText('Table Of Content')).toBeAttached();

  // Zoom: 100 % by default, steps of 10, keyboard too, and the fit modes.
  const zoom = page.getByRole('status', { name: /^Zoom \d+%$/ });
  await expect(zoom).toHaveText('100%');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom).toHaveText('120%');
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(zoom).toHaveText('110%');
  await page.keyboard.press('Control+Minus');
  await expect(zoom).toHaveText('100%');
  await page.getByRole('button', { name: 'Fit width' }).click();
  await expect(page.getByRole('button', { name: 'Fit width' })).toHaveAttribute('aria-pressed', 'true');
  await expect(zoom).not.toHaveText('100%');
  await shot(page, 'viewer-fit-width');
  await page.keyboard.press('Control+0');
  await expect(zoom).toHaveText('100%');

  // Find: Ctrl+F goes to the box; a phrase printed only on page 2 lands there with its count.
  await page.keyboard.press('Control+f');
  const find = page.getByRole('searchbox', { name: 'Find in document' });
  await expect(find).toBeFocused();
  await find.fill('page 2');
  await expect(page.getByText('Match 1 of 1')).toBeVisible();
  // The match is page 2's footer: it is scrolled to the top of the view, highlighted on page 2.
  await expect(page.locator('.page[data-page-number="2"] .textLayer .highlight.selected')).toBeInViewport();
  await shot(page, 'viewer-find');

  // Thumbnails jump to their page.
  const thumbnails = page.getByRole('navigation', { name: 'Thumbnails' });
  await expect(thumbnails.getByRole('button')).toHaveCount(5);
  await thumbnails.getByRole('button', { name: 'Page 3' }).click();
  await expect(pageNumber).toHaveValue('3');

  // Bookmarks come from the file's own outline, filtered as typed; a click scrolls to the heading's page.
  await page.getByRole('tab', { name: 'Bookmarks' }).click();
  const bookmarks = page.getByRole('list', { name: 'Bookmarks' });
  await expect(bookmarks.getByRole('button')).toHaveText(['INDEXpage 1', 'Chapter 1page 2', 'Paragraph 1.1page 3']);
  await bookmarks.getByRole('button', { name: /^INDEX/ }).click();
  await expect(pageNumber).toHaveValue('1');
  await page.getByRole('searchbox', { name: 'Search bookmarks' }).fill('chapter');
  await expect(bookmarks.getByRole('button')).toHaveCount(1);
  await bookmarks.getByRole('button', { name: /^Chapter 1/ }).click();
  await expect(pageNumber).toHaveValue('2');
  await shot(page, 'viewer-bookmarks');

  // The text layer lets the reader select (and so copy) the words.
  await page.locator('.page[data-page-number="2"] .textLayer span', { hasText: 'Chapter 1' }).dblclick();
  expect(await page.evaluate(() => window.getSelection()?.toString().trim())).toBe('Chapter');

  // Information: General and Details (version history, signatures).
  await page.getByRole('button', { name: 'Information' }).click();
  const info = page.getByRole('complementary', { name: 'Information' });
  await expect(info.getByText(`SOP-VIEW-${run}`)).toBeVisible();
  await expect(info.getByRole('navigation', { name: /stage/i })).toBeVisible();
  await info.getByRole('tab', { name: 'Details' }).click();
  await expect(info.getByRole('heading', { name: 'Version History' })).toBeVisible();
  await expect(info.getByText('No signatures yet.')).toBeVisible();
  await shot(page, 'viewer-information');
  // Escape inside the panel closes the panel and gives the focus back to its toggle.
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();
  await expect(page.getByRole('button', { name: 'Information' })).toBeFocused();

  // Escape leaves, back to where the reader came from.
  await page.getByRole('region', { name: 'Document pages' }).focus();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(documentUrl);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a Word SOP opens from the list once LibreOffice has made its PDF; without headings it has no bookmarks', async ({ page }) => {
  test.slow();
  const title = `Viewer Word ${run}`;
  await signIn(page, DEMO_ACCOUNTS.author.email);
  await expect(page).toHaveURL(/\/dashboard\/author$/);
  await uploadSop(page, { title, docNumber: `SOP-VIEWW-${run}`, file: 'tables.docx' });

  // From the list's row menu; the viewer waits (and says so) while the rendition is being prepared.
  await page.getByLabel('Search', { exact: true }).fill(title);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  const listUrl = page.url();
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Open viewer' }).click();
  await expect(page).toHaveURL(/\/view$/);
  await expect(page.getByRole('textbox', { name: 'Page', exact: true })).toHaveValue('1', { timeout: 60_000 });
  await expect(page.locator('.textLayer').getByText('Top left')).toBeAttached();

  await page.getByRole('tab', { name: 'Bookmarks' }).click();
  await expect(page.getByText('This document has no bookmarks: its file has no outline or headings.')).toBeVisible();
  await shot(page, 'viewer-word');

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(listUrl);
});
