import { expect, test } from '@playwright/test';
import { shot } from './support';

test('an unknown route shows the 404 page and reports the path', async ({ page }) => {
  const consoleWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') consoleWarnings.push(message.text());
  });
  const report = page.waitForRequest(
    (request) => request.url().endsWith('/api/client-log') && request.method() === 'POST',
  );
  await page.goto('/no/such/page');

  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect((await report).postDataJSON()).toEqual({ event: 'route-not-found', path: '/no/such/page' });
  expect(consoleWarnings.some((text) => text.includes('/no/such/page'))).toBe(true);
  await shot(page, '404');

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
