import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, shot, signIn } from './support';

/** Unique per run, so the spec can share one server with whatever earlier runs left behind. */
const run = Date.now().toString(36).toUpperCase();

async function openQuickCreate(page: Page, title: string) {
  await page.getByRole('button', { name: 'Create New SOP' }).click();
  await page.getByRole('menuitem', { name: /Quick Create/ }).click();
  const create = page.getByRole('dialog', { name: 'Create New SOP' });
  await create.getByLabel('Title', { exact: true }).fill(title);
  await create.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
  await create.getByLabel('Department', { exact: true }).selectOption({ index: 1 });
  return create;
}

async function documentsTitled(page: Page, title: string): Promise<number> {
  const response = await page.request.get(`/api/documents?q=${encodeURIComponent(title)}`);
  const body = (await response.json()) as { items: { title: string }[] };
  return body.items.filter((item) => item.title === title).length;
}

test('a double-click on Quick Create "Create SOP" makes one document', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_ACCOUNTS.author.email);
  await expect(page).toHaveURL(/\/dashboard\/author$/);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Document Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Document Management' })).toBeVisible();
  const keys: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/documents') keys.push(request.headers()['idempotency-key']);
  });

  // A real double-click.
  const first = `Double Click ${run}`;
  let create = await openQuickCreate(page, first);
  await create.getByRole('button', { name: 'Create SOP' }).dblclick();
  await expect(page.getByText('SOP Created').first()).toBeVisible();
  await expect(create).toBeHidden();
  await shot(page, 'double-submit-created');

  // Two clicks inside one task, before the page can redraw the button as busy: both reach the server.
  const second = `Twin Click ${run}`;
  create = await openQuickCreate(page, second);
  const button = create.getByRole('button', { name: 'Create SOP' });
  await button.evaluate((element: HTMLButtonElement) => {
    element.click();
    element.click();
  });
  await expect(create).toBeHidden();

  await expect.poll(() => documentsTitled(page, first)).toBe(1);
  await expect.poll(() => documentsTitled(page, second)).toBe(1);
  // Every creating request carried a key; requests of one action shared it.
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(keys.every((key) => typeof key === 'string' && key.length > 0)).toBe(true);
});
