import { expect, test } from '@playwright/test';
import { ERRORS } from '@attest/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, enterEmail, shot } from './support';

// Runs last (file order, one worker): it locks user@attest.local, which the other specs use.
test('five wrong passwords lock the account; then even the right password is refused [REQ:FR-AUTH-2]', async ({ page }) => {
  await page.goto('/login');
  await enterEmail(page, DEMO_ACCOUNTS.user.email);
  const password = page.getByLabel('Password', { exact: true });
  const signInButton = page.getByRole('button', { name: 'Sign In', exact: true });

  const attempt = async (value: string) => {
    await password.fill(value);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await signInButton.click();
    return (await answer).status();
  };

  for (let n = 1; n <= 4; n++) {
    expect(await attempt(`wrong-password-${n}`)).toBe(401);
    await expect(page.getByRole('alert')).toHaveText(ERRORS.INVALID_CREDENTIALS.message);
  }
  expect(await attempt('wrong-password-5')).toBe(423);
  await expect(page.getByRole('alert')).toHaveText(ERRORS.ACCOUNT_LOCKED.message);

  expect(await attempt(DEMO_PASSWORD)).toBe(423);
  await expect(page.getByRole('alert')).toHaveText(ERRORS.ACCOUNT_LOCKED.message);
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, 'lockout');
});
