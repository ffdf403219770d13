import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, shot, signIn } from './support';

test('signed-out visitors to the protected area are sent to sign in [REQ:P11-10d]', async ({ page }) => {
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/login$/);
});

test('a user cannot open another role’s dashboard or a module of another role [REQ:FR-ROLE-3]', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.user.email);
  await expect(page).toHaveURL(/\/dashboard\/user$/);

  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await shot(page, 'access-denied');

  await page.goto('/dashboard/user/users');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

  await page.getByRole('link', { name: 'Go to My Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user$/);
});

test('the sidebar collapses to icons on large screens and becomes a drawer on phones', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);

  await page.getByRole('button', { name: /Change theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await shot(page, 'dashboard-admin-dark');

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Document Management' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Document Management' })).toBeVisible();
  await shot(page, 'sidebar-collapsed');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav).toBeHidden();
  await shot(page, 'mobile-dashboard');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'System Administration' })).toBeVisible();
  await shot(page, 'mobile-drawer');
  await drawer.getByRole('link', { name: 'Document Management' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/documents$/);
  await expect(drawer).toBeHidden();
});
