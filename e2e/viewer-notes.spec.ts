import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, shot, signIn } from './support';
import { uploadSop } from './upload-sop';

const run = Date.now().toString(36).toUpperCase();

test('notes in the viewer: a general comment, a sticky note placed on page 1, the CSV download, and Copy Link [REQ:FR-NOTE-1]', async ({ page, context }) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const title = `Viewer Notes ${run}`;
  await signIn(page, DEMO_ACCOUNTS.author.email);
  await expect(page).toHaveURL(/\/dashboard\/author$/);
  await uploadSop(page, { title, docNumber: `SOP-NOTE-${run}`, file: 'basicapi.pdf' });
  await page.getByLabel('Search', { exact: true }).fill(title);
  await page.getByRole('row').filter({ hasText: title }).getByRole('cell').nth(2).click();
  await page.getByRole('link', { name: 'Open viewer' }).click();
  await expect(page).toHaveURL(/\/view$/);
  const viewerUrl = page.url();
  await expect(page.getByRole('textbox', { name: 'Page', exact: true })).toHaveValue('1');

  // The comments toggle opens the Notes panel; Add Comment waits for real text.
  await page.getByRole('button', { name: 'Notes', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Notes' });
  await expect(panel.getByText('No notes on this version yet.')).toBeVisible();
  const comment = panel.getByRole('textbox', { name: 'Add a comment' });
  const addComment = panel.getByRole('button', { name: 'Add Comment' });
  await comment.fill('   ');
  await expect(addComment).toBeDisabled();
  await comment.fill('Scope should name the balance room.');
  await addComment.click();
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('1 note');
  await expect(comment).toHaveValue('');

  // Add sticky note: a crosshair until a click on a page; Escape cancels without leaving the viewer.
  const addSticky = page.getByRole('button', { name: 'Add sticky note' });
  await addSticky.click();
  await expect(page.getByText(/^Click on a page where the note belongs/)).toBeVisible();
  await expect(page.locator('.attest-placing')).toHaveCount(1);
  // The pages take the focus, so Enter (middle of the current page) or Escape work from the keyboard too.
  await expect(page.getByRole('region', { name: 'Document pages' })).toBeFocused();
  await shot(page, 'viewer-notes-placing');
  await page.keyboard.press('Escape');
  await expect(page.getByText(/^Click on a page where the note belongs/)).toBeHidden();
  await expect(page).toHaveURL(viewerUrl);

  await addSticky.click();
  const page1 = page.locator('.page[data-page-number="1"]');
  const box = await page1.evaluate((element) => ({ width: element.clientWidth, height: element.clientHeight }));
  await page1.click({ position: { x: box.width * 0.3, y: box.height * 0.2 } });
  const stickyText = panel.getByRole('textbox', { name: 'Sticky note on page 1' });
  await expect(stickyText).toBeFocused();
  await stickyText.fill('Is this index still current?');
  await panel.getByRole('button', { name: 'Add Sticky Note' }).click();
  await expect(panel.getByRole('status')).toHaveText('2 notes');
  await expect(panel.getByRole('listitem').nth(1)).toContainText('Page 1');

  // Its marker sits on page 1 where it was put, and stays there at another zoom.
  const marker = page1.locator('.attest-note-marker', { hasText: '2' });
  await expect(marker).toBeVisible();
  await expect(marker).toHaveAttribute('aria-label', /^Note 2 by .+: Is this index still current\?$/);
  const left = await marker.evaluate((element) => (element as HTMLElement).style.left);
  expect(parseFloat(left)).toBeCloseTo(30, 0);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByRole('status', { name: /^Zoom \d+%$/ })).toHaveText('110%');
  await expect(marker).toBeVisible();

  // The writer edits the comment; as the document's author they may resolve the note too.
  const first = panel.getByRole('listitem').first();
  await first.getByRole('button', { name: 'Edit note 1' }).click();
  const editField = first.getByRole('textbox', { name: 'Note text' });
  await expect(editField).toBeFocused();
  await editField.fill('Scope should name balance room B2.');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Note updated')).toBeVisible();
  await expect(first).toContainText('Scope should name balance room B2.');
  await panel.getByRole('button', { name: 'Resolve note 2' }).click();
  await expect(page.getByText('Note resolved')).toBeVisible();
  await expect(panel.getByRole('listitem').nth(1)).toContainText('Resolved');
  await expect(panel.getByRole('button', { name: 'Resolve note 2' })).toBeHidden();
  await expect(panel.getByRole('listitem').nth(1)).toBeFocused();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await shot(page, 'viewer-notes-panel');

  // A marker click lands on its note in the panel; closing the panel gives the focus back to its toggle.
  await marker.click();
  await expect(panel.getByRole('listitem').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: /^Notes/ })).toBeFocused();
  await expect(page).toHaveURL(viewerUrl);
  await page.getByRole('button', { name: /^Notes/ }).click();
  await expect(panel.getByRole('heading', { name: 'Notes' })).toBeFocused();

  // Download Notes (CSV) from the panel: both notes, the sticky one with its page.
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Download Notes (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^notes-SOP-NOTE-${run}-v.+\\.csv$`));
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Scope should name balance room B2.');
  // Every cell quoted; the point is where it was clicked, as shares of the page.
  expect(csv).toMatch(/"sticky","1","30% across, 20% down","resolved",.*"Is this index still current\?"/);

  // Delete asks once more, then the note is gone and the focus is back on the panel's title.
  await comment.fill('A note to take back.');
  await addComment.click();
  await expect(panel.getByRole('status')).toHaveText('3 notes');
  await panel.getByRole('button', { name: 'Delete note 3' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this note?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Note deleted')).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('2 notes');
  await expect(panel.getByRole('heading', { name: 'Notes' })).toBeFocused();

  // Copy Link from the Actions menu puts the viewer's address on the clipboard.
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Make a Copy' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Download Notes (PDF)' })).toHaveAttribute('href', /\/notes\/export\?format=pdf$/);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await shot(page, 'viewer-notes-actions');
  await page.getByRole('menuitem', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(viewerUrl);
});
