import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { effectiveDocument, fixtures } from './api-session';
import { DEMO_ACCOUNTS, shot, signIn } from './support';

const run = Date.now().toString(36).toUpperCase();

/** A cart journey's effective SOP. */
const cartDocument = (newContext: () => Promise<APIRequestContext>, docNumber: string, file: string) =>
  effectiveDocument(newContext, { docNumber, title: `Cart procedure ${docNumber}`, file }).then(() => ({ title: `Cart procedure ${docNumber}` }));

async function addFromList(page: Page, title: string): Promise<void> {
  await page.getByLabel('Search', { exact: true }).fill(title);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Add to Cart' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: title })).toContainText('Added to cart');
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

test('a user fills the cart from the list, sees the count, and downloads all as a zip with a manifest [REQ:FR-CART-1]', async ({ page, playwright, baseURL }) => {
  const word = { docNumber: `CART-${run}-W`, file: 'tables.docx' };
  const pdf = { docNumber: `CART-${run}-P`, file: 'basicapi.pdf' };
  const newContext = () => playwright.request.newContext({ baseURL });
  const { title: wordTitle } = await cartDocument(newContext, word.docNumber, word.file);
  const { title: pdfTitle } = await cartDocument(newContext, pdf.docNumber, pdf.file);

  await signIn(page, DEMO_ACCOUNTS.user.email);
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Document Management' }).click();
  await addFromList(page, wordTitle);
  await addFromList(page, pdfTitle);

  const cartButton = page.getByRole('button', { name: 'Cart, 2 documents' });
  await expect(cartButton).toBeVisible();
  await expect(cartButton.getByTestId('cart-count')).toHaveText('2');
  await shot(page, 'cart-count');

  await cartButton.click();
  const panel = page.getByRole('dialog', { name: 'Cart' });
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  // Newest first.
  await expect(panel.getByRole('listitem').first()).toContainText(pdf.docNumber);
  await expect(panel.getByRole('listitem').nth(1)).toContainText(word.docNumber);
  await expect(panel.getByText('Version 1 in force')).toHaveCount(2);
  await shot(page, 'cart-panel');

  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Download all' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^cart-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = fs.readFileSync(await download.path());
  // A zip (local header first, end of central directory last) holding both files and the manifest, which is stored
  // uncompressed and lists each file with its SHA-256 (the API tests unzip it member by member).
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  expect(zip.includes(Buffer.from('PK\x05\x06', 'latin1'))).toBe(true);
  const text = zip.toString('utf8');
  for (const { docNumber, file } of [word, pdf]) {
    expect(text).toContain(`${docNumber}/${file}`);
    expect(text).toContain(`"${docNumber}","Cart procedure ${docNumber}","1","${docNumber}/${file}","${sha256(fs.readFileSync(path.join(fixtures, file)))}",""`);
  }
  expect(text).toContain('"Document Number","Title","Version","File Name","SHA-256","Note"');

  // Removing one updates the count and keeps the focus in the panel.
  await panel.getByRole('button', { name: `Remove ${pdf.docNumber} ${pdfTitle} from the cart` }).click();
  await expect(page.getByText('Removed from cart', { exact: true })).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('heading', { name: 'Cart' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Cart, 1 document' })).toBeVisible();
  await shot(page, 'cart-after-remove');
});
