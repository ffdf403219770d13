import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, shot, signIn } from './support';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const run = Date.now().toString(36).toUpperCase();

test('the Versions card shows a Word version’s PDF rendition being made in the background, then ready to download', async ({ page }) => {
  // Signed in through the API: the page shares the session.
  const login = await page.request.post('/api/auth/login', { data: { email: DEMO_ACCOUNTS.author.email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { 'x-csrf-token': ((await login.json()) as { csrfToken: string }).csrfToken };
  const [departments, categories] = await Promise.all(['/api/departments', '/api/categories'].map(async (url) => (await (await page.request.get(url)).json()) as { id: string }[]));
  const metadata = { docNumber: `REN-${run}`, title: `Rendered procedure ${run}`, categoryId: categories![0]!.id, departmentId: departments![0]!.id, description: 'Rendition journey', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const uploaded = await page.request.post('/api/documents/upload', {
    headers,
    multipart: { metadata: JSON.stringify(metadata), file: { name: 'tables.docx', mimeType: 'application/octet-stream', buffer: fs.readFileSync(path.join(fixtures, 'tables.docx')) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const doc = (await uploaded.json()) as { id: string; versions: { id: string }[] };

  await page.goto(`/dashboard/author/documents/${doc.id}`);
  const versions = page.getByRole('table', { name: 'Versions' });
  await expect(versions).toContainText('tables.docx');
  // The server's job queue converts it with LibreOffice; the page looks again while it is pending.
  await expect(versions).toContainText('PDF ready', { timeout: 90_000 });
  const download = versions.getByRole('link', { name: /^Download the PDF rendition of / });
  await expect(download).toHaveAttribute('href', `/api/documents/${doc.id}/versions/${doc.versions[0]!.id}/rendition?disposition=attachment`);
  await versions.scrollIntoViewIfNeeded();
  await shot(page, 'renditions-versions-card');

  const pdf = await page.request.get(`/api/documents/${doc.id}/versions/${doc.versions[0]!.id}/rendition`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('System Preferences say whether LibreOffice is installed and how conversions are limited', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto('/dashboard/admin/system?tab=preferences');
  const settings = page.getByRole('table', { name: 'Configuration in effect' });
  await expect(settings.getByRole('row', { name: /PDF renditions \(LibreOffice\)/ })).toContainText('Installed');
  await expect(settings.getByRole('row', { name: /Conversions at once/ })).toContainText('1');
  await expect(settings.getByRole('row', { name: /Conversion time limit/ })).toContainText('120 seconds');
  await settings.getByRole('row', { name: /PDF renditions/ }).scrollIntoViewIfNeeded();
  await shot(page, 'renditions-system-preferences');
});
