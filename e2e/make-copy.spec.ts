import { expect, test } from '@playwright/test';
import { effectiveDocument } from './api-session';
import { DEMO_ACCOUNTS, shot, signIn } from './support';

const run = Date.now().toString(36).toUpperCase();

test('Make a Copy in the viewer asks first, then opens the one new draft with a toast, however fast the clicks', async ({ page, playwright, baseURL }) => {
  // A signed lifecycle through the API, then the viewer.
  test.slow();
  const title = `Make a Copy ${run}`;
  const doc = await effectiveDocument(() => playwright.request.newContext({ baseURL }), { docNumber: `COPYME-${run}`, title, file: 'basicapi.pdf' });
  const duplicates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/duplicate')) duplicates.push(request.url());
  });

  await signIn(page, DEMO_ACCOUNTS.author.email);
  await page.goto(`/dashboard/author/documents/${doc.id}/view`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Make a Copy' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Make a copy of this document?' });
  await expect(confirm).toContainText(`“${title} (Copy)”`);
  await shot(page, 'make-copy-confirm');

  // Cancel leaves everything as it was.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(duplicates).toHaveLength(0);

  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Make a Copy' }).click();
  await confirm.getByRole('button', { name: 'Make a Copy' }).dblclick();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Copy created' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/author\/documents\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toContain(doc.id);
  await expect(page.getByRole('heading', { level: 1, name: `${title} (Copy)` })).toBeVisible();
  await shot(page, 'make-copy-draft');

  const response = await page.request.get(`/api/documents?q=${encodeURIComponent(title)}`);
  const copies = ((await response.json()) as { items: { title: string; status: string }[] }).items.filter((item) => item.title === `${title} (Copy)`);
  expect(copies).toEqual([expect.objectContaining({ status: 'draft' })]);
  expect(duplicates).toHaveLength(1);
});
