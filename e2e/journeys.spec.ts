import { expect, test } from '@playwright/test';
import { ROLES, ROLE_LABELS, sidebarModulesFor } from '@attest/domain';
import { DEMO_ACCOUNTS, enterEmail, enterPassword, greeting, shot, signOut } from './support';

for (const role of ROLES) {
  test(`${role}: landing → sign in → own dashboard with only its modules → sign out [REQ:FR-AUTH-1]`, async ({ page }) => {
    const account = DEMO_ACCOUNTS[role];
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await enterEmail(page, account.email);
    await expect(page.getByText('Welcome. Enter your password to continue.')).toBeVisible();
    if (role === 'admin') await shot(page, 'login-step-2');
    await enterPassword(page, 'Attest-Demo-2026');

    await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting(account.name));
    // The badge shows the role's label (spec 01 §2), upper-cased by style.
    await expect(page.getByRole('banner').getByText(ROLE_LABELS[role], { exact: true })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const expected = sidebarModulesFor(role).map((entry) => entry.label);
    await expect(nav.getByRole('link')).toHaveText(expected);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('complementary').getByText(ROLE_LABELS[role], { exact: true })).toBeVisible();
    await expect(page.locator('[data-testid^="card-"]').first()).toBeVisible();
    await shot(page, `journey-dashboard-${role}`);

    // Going back must not return to the sign-in form: the redirect replaced it.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goForward();

    await signOut(page);
    await expect(page.getByRole('heading', { name: /Audit-Ready\. Pharma-Perfect\./ })).toBeVisible();
  });
}

test('the user menu shows who is signed in and refreshes the session', async ({ page }) => {
  const account = DEMO_ACCOUNTS.admin;
  await page.goto('/login');
  await enterEmail(page, account.email);
  await enterPassword(page, 'Attest-Demo-2026');
  await expect(page).toHaveURL(/\/dashboard\/admin$/);

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(account.email)).toBeVisible();
  await expect(menu.getByText('Administrator')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'System Preferences' })).toBeVisible();
  await shot(page, 'user-menu');
  await menu.getByRole('menuitem', { name: 'Refresh Session' }).click();
  await expect(page.getByText('Your session has been extended.')).toBeVisible();
});
