import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, shot, signIn } from './support';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const run = Date.now().toString(36).toUpperCase();
const SIGNATURE_IMAGE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A signed-in API session of a demo account, sending its CSRF token on every change. */
async function apiAs(request: APIRequestContext, role: keyof typeof DEMO_ACCOUNTS) {
  const login = await request.post('/api/auth/login', { data: { email: DEMO_ACCOUNTS[role].email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { 'x-csrf-token': ((await login.json()) as { csrfToken: string }).csrfToken };
  const check = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as T;
  };
  return {
    get: async <T>(url: string) => check<T>(await request.get(url, { headers })),
    post: async <T>(url: string, data: unknown) => check<T>(await request.post(url, { headers, data })),
    upload: async <T>(url: string, metadata: unknown, file: string) =>
      check<T>(await request.post(url, { headers, multipart: { metadata: JSON.stringify(metadata), file: { name: file, mimeType: 'application/octet-stream', buffer: fs.readFileSync(path.join(fixtures, file)) } } })),
  };
}

/** An SOP with a real file, uploaded and taken through review, e-signed approval and Make Effective. */
async function effectiveDocument(newContext: () => Promise<APIRequestContext>, docNumber: string, file: string): Promise<{ title: string }> {
  const as = async (role: keyof typeof DEMO_ACCOUNTS) => apiAs(await newContext(), role);
  const [author, reviewer, approver, admin] = [await as('author'), await as('reviewer'), await as('approver'), await as('admin')];
  const [departments, categories] = await Promise.all([author.get<{ id: string }[]>('/api/departments'), author.get<{ id: string }[]>('/api/categories')]);
  const title = `Cart procedure ${docNumber}`;
  const metadata = { docNumber, title, categoryId: categories[0]!.id, departmentId: departments[0]!.id, description: 'For the cart journey', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const doc = await author.upload<{ id: string }>('/api/documents/upload', metadata, file);
  const [reviewerId] = await author.get<{ id: string }[]>('/api/users/assignable?role=reviewer');
  const [approverId] = await author.get<{ id: string }[]>('/api/users/assignable?role=approver');
  const act = (who: typeof author, body: Record<string, unknown>) => who.post(`/api/documents/${doc.id}/actions`, body);
  await act(author, { action: 'submit_for_review', reviewers: [reviewerId!.id], approvers: [approverId!.id], comment: 'Please review.' });
  await act(reviewer, { action: 'complete_review', decision: 'approved', comment: 'Clear.' });
  await act(reviewer, { action: 'submit_for_approval', comment: 'Ready.' });
  const { signingToken } = await approver.post<{ signingToken: string }>('/api/signatures/authenticate', { email: DEMO_ACCOUNTS.approver.email, password: DEMO_PASSWORD });
  await act(approver, { action: 'approve_document', comment: 'Approved.', signature: { signingToken, meaning: 'approved', type: 'drawn', image: SIGNATURE_IMAGE, consent: true } });
  await act(admin, { action: 'make_effective', effectiveDate: new Date().toISOString().slice(0, 10), reviewPeriodMonths: 12 });
  return { title };
}

async function addFromList(page: Page, title: string): Promise<void> {
  await page.getByLabel('Search', { exact: true }).fill(title);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Add to Cart' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: title })).toContainText('Added to cart');
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

test('a user fills the cart from the list, sees the count, and downloads all as a zip with a manifest', async ({ page, playwright, baseURL }) => {
  const word = { docNumber: `CART-${run}-W`, file: 'tables.docx' };
  const pdf = { docNumber: `CART-${run}-P`, file: 'basicapi.pdf' };
  const newContext = () => playwright.request.newContext({ baseURL });
  const { title: wordTitle } = await effectiveDocument(newContext, word.docNumber, word.file);
  const { title: pdfTitle } = await effectiveDocument(newContext, pdf.docNumber, pdf.file);

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
  await expect(panel.getByText('Version 1.0 in force')).toHaveCount(2);
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
    expect(text).toContain(`"${docNumber}","Cart procedure ${docNumber}","1.0","${docNumber}/${file}","${sha256(fs.readFileSync(path.join(fixtures, file)))}",""`);
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
