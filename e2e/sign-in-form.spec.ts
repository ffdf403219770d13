import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, enterEmail, enterPassword, greeting, shot, signIn } from './support';

test('sign-in form: empty e-mail, unknown user answered like a known one, wrong password, Back and Reset', async ({ page }) => {
  await page.goto('/login');
  await shot(page, 'login-step-1');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address');

  // An unknown address gets the same password step as a known one (nothing names the person),
  // and the same refusal as a wrong password, so the page cannot be used to discover accounts.
  const card = page.getByRole('main');
  const stepText = async () => (await card.innerText()).replace(/\S+@\S+/g, '<e-mail>');
  await enterEmail(page, 'nobody@example.com');
  const unknownStep = await stepText();
  await shot(page, 'login-unknown-user');
  await enterPassword(page, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await page.getByRole('button', { name: 'Back' }).click();

  await enterEmail(page, DEMO_ACCOUNTS.author.email);
  expect(await stepText()).toBe(unknownStep);
  await expect(page.getByText(DEMO_ACCOUNTS.author.name)).toHaveCount(0);
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('autocomplete', 'new-password');
  await enterPassword(page, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await expect(password).toHaveValue('');
  await expect(page.getByText('Need Help?')).toBeVisible({ timeout: 6000 });
  await shot(page, 'login-wrong-password');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Email address')).toHaveValue('');

  await enterEmail(page, DEMO_ACCOUNTS.author.email);
  await page.getByRole('button', { name: 'Reset Form (if stuck)' }).click();
  await expect(page.getByText('Form has been reset. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('');
});

test('a signed-in visitor to /login goes straight to the dashboard', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.reviewer.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/reviewer$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard\/reviewer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting(DEMO_ACCOUNTS.reviewer.name));
});
