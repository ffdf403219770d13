import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { createAccount, DEMO_ACCOUNTS, enterEmail, enterPassword, greeting, shot, signIn, signOut } from './support';

/** A code from the authenticator secret, `aheadSteps` 30-second steps on (a step once used is refused again). */
const codeFor = (secret: string, aheadSteps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + aheadSteps * 30 });

/** Profile Settings → Security: set up two-factor sign-in with the key shown beside the QR code; the recovery codes. */
async function enrol(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('p', { hasText: 'Key:' }).locator('code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await shot(page, 'two-factor-enrol-qr', true);
  await page.getByLabel('Code from the app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('region', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await shot(page, 'two-factor-recovery-codes');
  await page.getByRole('button', { name: 'I have kept them' }).click();
  await expect(page.getByText(/^On since/)).toBeVisible();
  return { secret, recoveryCodes };
}

/** E-mail and password: the sign-in then asks for the second factor instead of starting a session. */
async function passwordStep(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await enterEmail(page, email);
  await enterPassword(page, password);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.')).toBeVisible();
}

async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('two-factor sign-in: enrol, the code is required, a wrong one refused, a recovery code works once', async ({ page, request }) => {
  const account = await createAccount(request, { name: 'Tessa Twofactor', role: 'author' });
  await signIn(page, account.email, account.password);
  const { secret, recoveryCodes } = await enrol(page);
  await signOut(page);

  await passwordStep(page, account.email, account.password);
  await shot(page, 'two-factor-code-step');
  await enterCode(page, '000000');
  await expect(page.getByRole('alert')).toHaveText('The code is not valid. Please try again.');
  await expect(page).toHaveURL(/\/login$/);
  // The enrolment used this step's code, so the next step's (accepted one step either side) signs in.
  await enterCode(page, codeFor(secret, 1));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting('Tessa Twofactor'));
  await signOut(page);

  await passwordStep(page, account.email, account.password);
  await enterCode(page, recoveryCodes[0]!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting('Tessa Twofactor'));
  await signOut(page);

  await passwordStep(page, account.email, account.password);
  await enterCode(page, recoveryCodes[0]!);
  await expect(page.getByRole('alert')).toHaveText('The code is not valid. Please try again.');
  await expect(page).toHaveURL(/\/login$/);
});

test('an administrator with two-factor enrolled cannot sign in with the password alone', async ({ page, request }) => {
  const account = await createAccount(request, { name: 'Ada Admin', role: 'admin' });
  await signIn(page, account.email, account.password);
  await enrol(page);
  await signOut(page);

  await passwordStep(page, account.email, account.password);
  // The right password gave no session: the API says so, and the dashboard sends the browser back to sign in.
  const session = await page.request.get('/api/auth/session');
  expect(session.status()).toBe(401);
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  expect(await login.json()).toMatchObject({ secondStep: 'code' });
  expect(login.headers()['set-cookie'] ?? '').not.toContain('attest_session=');
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/login/);
});

test('an administrator resets a user’s two-factor sign-in (a lost phone) with a reason; the password alone then signs in', async ({ page, request }) => {
  const account = await createAccount(request, { name: 'Luca Lostphone', role: 'author' });
  await signIn(page, account.email, account.password);
  const { user } = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } };
  await enrol(page);
  await signOut(page);

  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await page.goto(`/dashboard/admin/users/${user.id}`);
  await expect(page.getByRole('heading', { name: 'Luca Lostphone', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Reset two-factor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset two-factor sign-in for Luca Lostphone?' });
  await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
  await expect(dialog.getByText('Please give a reason: it is kept in the audit trail.')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('Lost phone, ticket IT-4711');
  await shot(page, 'two-factor-admin-reset');
  await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
  await expect(page.getByText('Two-factor sign-in of Luca Lostphone was reset.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await signOut(page);

  await signIn(page, account.email, account.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(greeting('Luca Lostphone'));
});
