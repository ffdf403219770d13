import { expect, test } from '@playwright/test';
import { enterEmail, enterPassword, greeting, readSetupCode, shot } from './support';

test('first sign-in of a new administrator with the one-time setup code [REQ:FR-AUTH-4]', async ({ page }) => {
  const { email, code } = readSetupCode();
  const newPassword = 'First-Admin-Pass-2026';
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'First sign-in? Set your password with your one-time code' }).click();
  await expect(page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  const submit = page.getByRole('button', { name: 'Set Password' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Setup code').fill(code);
  // FR-AUTH-5: a password built from the product's name is refused, and the form says why.
  await page.getByLabel('New password').fill('Attest2026');
  await page.getByLabel('Confirm password').fill('Attest2026');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText("This password is too easy to guess. Built from your name, e-mail or the product's name.");
  await shot(page, 'set-password-weak');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill('Something-Else-2026');
  await shot(page, 'set-password');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

  await page.getByLabel('Confirm password').fill(newPassword);
  await submit.click();
  await expect(page.getByText('Your password has been set successfully. You can now log in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();

  await enterEmail(page, email);
  await enterPassword(page, newPassword);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting('New Admin'));
  await shot(page, 'first-admin-dashboard');
});
