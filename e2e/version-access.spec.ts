import { expect, test } from '@playwright/test';
import { apiAs, effectiveDocument, releaseNextVersion } from './api-session';
import { DEMO_ACCOUNTS, shot, signIn, signOut } from './support';

const run = Date.now().toString(36).toUpperCase();

test('a reader lists released versions but opens only the one in force; the author sees a superseded version marked SUPERSEDED (DESIGN §4.9)', async ({ page, playwright, baseURL }) => {
  // Two signed lifecycles through the API and two screens.
  test.slow();
  const title = `Versions in force ${run}`;
  const newContext = () => playwright.request.newContext({ baseURL });
  const doc = await effectiveDocument(newContext, { docNumber: `VIF-${run}`, title, file: 'basicapi.pdf' });
  await releaseNextVersion(newContext, doc.id);
  // A third version is under way: a draft the reader must not see at all.
  await (await apiAs(await newContext(), 'author')).post(`/api/documents/${doc.id}/actions`, { action: 'new_version', comment: 'Draft in progress' });

  await signIn(page, DEMO_ACCOUNTS.user.email);
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await page.goto(`/dashboard/user/documents/${doc.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  const versions = page.getByRole('table', { name: 'Versions' });
  const rows = versions.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  // Newest first: the version in force opens and downloads; the superseded one only says when it was in force.
  await expect(rows.nth(0).getByRole('link', { name: /^Download (Effective )?v\d/ })).toBeVisible();
  await expect(rows.nth(1)).toContainText('Effective from');
  await expect(rows.nth(1).getByRole('button', { name: /^Show / })).toHaveCount(0);
  await expect(rows.nth(1).getByRole('link', { name: /^Download / })).toHaveCount(0);
  await shot(page, 'version-access-reader');
  await signOut(page);

  await signIn(page, DEMO_ACCOUNTS.author.email);
  await expect(page).toHaveURL(/\/dashboard\/author$/);
  await page.goto(`/dashboard/author/documents/${doc.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  const all = page.getByRole('table', { name: 'Versions' }).locator('tbody tr');
  await expect(all).toHaveCount(3);
  await all.nth(2).getByRole('button', { name: /^Show / }).click();
  await expect(page.getByTestId('version-banner')).toContainText('SUPERSEDED');
  await page.getByTestId('version-banner').scrollIntoViewIfNeeded();
  await shot(page, 'version-access-superseded-banner');
});
