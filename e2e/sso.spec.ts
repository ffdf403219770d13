import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, greeting, shot } from './support';

// e2e/start-server.mjs starts the test OpenID provider (oidc-provider, apps/server/test/oidc) beside the server and
// points OIDC_* at it: "Test IdP", qa-approvers → approver, domains attest.local and sso.example, provisioning on.
// Each test has a new browser context, so a new session at the provider too.

async function signInAtTestIdp(page: Page, login: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Test IdP' }).click();
  // The provider's own login page (its development interactions accept any password; the login names the account).
  const loginField = page.locator('input[name="login"]');
  await expect(loginField).toBeVisible();
  expect(page.url()).toMatch(/\/interaction\//);
  expect(page.url().startsWith(String(test.info().project.use.baseURL))).toBe(false);
  await loginField.fill(login);
  await page.locator('input[name="password"]').fill('any password at all');
}

test('a newcomer signs in through the OpenID provider and is provisioned with the role their group maps to', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Sign in with Test IdP' })).toBeVisible();
  await shot(page, 'sso-sign-in-page');
  await signInAtTestIdp(page, 'ada.lovelace');
  await shot(page, 'sso-provider-login');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting('Ada Lovelace'));
  await expect(page).toHaveURL(/\/dashboard\/approver$/);
  await shot(page, 'sso-signed-in-approver');
});

test('a known person is signed in by their verified address', async ({ page }) => {
  await signInAtTestIdp(page, DEMO_ACCOUNTS.reviewer.email);
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting(DEMO_ACCOUNTS.reviewer.name));
  await expect(page).toHaveURL(/\/dashboard\/reviewer$/);
});

test('an address outside the allowed domains comes back to the sign-in page with the reason', async ({ page }) => {
  await signInAtTestIdp(page, 'eve@elsewhere.example');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page).toHaveURL(/\/login\?sso_error=SSO_DOMAIN_NOT_ALLOWED$/);
  await expect(page.getByRole('alert')).toHaveText('Your e-mail domain may not sign in to Attest. Please contact administrator.');
  await shot(page, 'sso-refused-domain');
});
