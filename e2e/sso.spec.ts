import { expect, test, type Page } from '@playwright/test';
import { documentAwaitingApproval } from './api-session';
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
  await signInAtTestIdp(page, 'zoe.zimmermann');
  await shot(page, 'sso-provider-login');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting('Zoe Zimmermann'));
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

test('an SSO approver signs (21 CFR 11.200) by signing in again at the provider, in a window of its own', async ({ page, playwright, baseURL }) => {
  await signInAtTestIdp(page, 'zoe.zimmermann');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting('Zoe Zimmermann'));

  const run = Date.now().toString(36).toUpperCase();
  const title = `SSO Signing ${run}`;
  const doc = await documentAwaitingApproval(() => playwright.request.newContext({ baseURL }), { docNumber: `SOP-SSO-${run}`, title, file: 'simple-list.docx' }, 'Zoe Zimmermann');
  await page.goto(`/dashboard/approver/documents/${doc.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('list', { name: 'Available workflow actions' }).getByRole('button', { name: /^Approve/ }).click();

  // No password field: the signer confirms at the provider, which asks for the login again (prompt=login).
  const dialog = page.getByRole('dialog', { name: 'Electronic Signature' });
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  await shot(page, 'sso-signing-confirm-at-provider');
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Confirm at Test IdP' }).click();
  const popup = await popupOpened;
  await expect(popup.locator('input[name="password"]')).toBeVisible();
  await popup.locator('input[name="login"]').fill('zoe.zimmermann');
  await popup.locator('input[name="password"]').fill('any password at all');
  await popup.getByRole('button', { name: 'Sign-in' }).click();

  // Back from the provider: the window says so (the person closes it) and the dialog carries on by itself.
  await expect(popup.getByRole('heading', { name: 'Identity confirmed' })).toBeVisible();
  await shot(popup, 'sso-signing-window-confirmed');
  await popup.close();
  await expect(dialog.getByRole('region', { name: 'Meaning of this signature' })).toContainText('Approved', { timeout: 15_000 });
  await dialog.getByRole('tab', { name: 'Type' }).click();
  await expect(dialog.getByRole('img', { name: 'Typed signature of Zoe Zimmermann' })).toBeVisible();
  await dialog.getByLabel('Comment').fill('Approved after signing in again at the provider.');
  await dialog.getByRole('checkbox', { name: /agree to the legal disclaimer/ }).check();
  await shot(page, 'sso-signing-signature-step');
  await dialog.getByRole('button', { name: 'Complete Signature' }).click();
  await expect(page.getByText('Document Signed')).toBeVisible();
  const signatures = page.getByRole('table', { name: 'Signatures' });
  await expect(signatures).toContainText('Zoe Zimmermann');
  await expect(signatures.getByText('Verified')).toBeVisible();
});
