import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, enterEmail, enterPassword, shot, signIn, signOut } from './support';

const ADMIN = DEMO_ACCOUNTS.admin.email;

/** First sign-in of a user who has a setup code: the login form's Set Your Password step. */
async function setPasswordWithCode(page: Page, email: string, code: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'First sign-in? Set your password with your one-time code' }).click();
  await expect(page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
  await page.getByLabel('Setup code').fill(code);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Your password has been set successfully. You can now log in.')).toBeVisible();
  await enterEmail(page, email);
  await enterPassword(page, password);
}

/** Signs the administrator in and opens User Management once the dashboard has loaded. */
async function openUserManagement(page: Page): Promise<void> {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto('/dashboard/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('an administrator creates a user who sets their own password; deactivation ends their session [REQ:FR-USR-2]', async ({ page, browser }) => {
  // A long journey across several sign-ins: 30 s ran out on a loaded 2-core machine.
  test.slow();
  const email = `e2e.starter.${Date.now()}@example.com`;
  await openUserManagement(page);
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await dialog.getByLabel('Full Name').fill('Erin Starter');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Employee ID').fill(`E2E-${Date.now()}`);
  await dialog.getByLabel('Role').selectOption('author');
  await shot(page, 'users-create-dialog');
  await dialog.getByRole('button', { name: 'Create User' }).click();

  const codeDialog = page.getByRole('dialog', { name: 'One-time Setup Code' });
  const code = (await codeDialog.getByTestId('setup-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  await shot(page, 'users-setup-code');
  await codeDialog.getByRole('button', { name: 'Done' }).click();

  const starter = await newPage(browser);
  await setPasswordWithCode(starter, email, code, 'Starter-Pass-2026');
  await expect(starter).toHaveURL(/\/dashboard\/author$/);

  await page.getByLabel('Search users').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await shot(page, 'users-management');
  await row.getByRole('button', { name: 'Deactivate Erin Starter' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(row.getByText('Inactive')).toBeVisible();

  await page.getByRole('button', { name: 'Role Management' }).click();
  await page.getByRole('tab', { name: 'Document Coordinator' }).click();
  await expect(page.getByRole('dialog', { name: 'Role Management' }).getByText('Print Controlled Copies')).toBeVisible();
  await shot(page, 'users-role-management');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Active Users' }).click();
  await expect(page.getByText('Users with passwords set')).toBeVisible();
  await page.getByLabel('Login Status').selectOption('recent');
  await expect(page.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.admin.name })).toBeVisible();
  await shot(page, 'users-active');
  const exported = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  expect((await exported).suggestedFilename()).toMatch(/^active_users_export_\d{4}-\d{2}-\d{2}\.csv$/);

  await page.getByLabel('Login Status').selectOption('');
  await page.getByRole('link', { name: 'Erin Starter' }).click();
  await expect(page.getByRole('heading', { name: 'Erin Starter', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
  await shot(page, 'users-detail');

  // The new user's open page learns of the deactivation from its live stream and leaves, without any click.
  await expect(starter).toHaveURL(/\/login/, { timeout: 15_000 });
  // The account step answers as for any address; only the right password learns of the deactivation.
  await enterEmail(starter, email);
  await enterPassword(starter, 'Starter-Pass-2026');
  await expect(starter.locator('#login-password-error')).toHaveText('Your account is inactive. Please contact administrator.');
});

test('an administrator bulk-uploads 20 users and downloads their setup codes once [REQ:FR-USR-3]', async ({ page }) => {
  const stamp = Date.now();
  const lines = ['employee_id,employee_name,email_id,designation,department,role,status,avatar_url,phone,hire_date'];
  for (let i = 1; i <= 20; i++) lines.push(`BULK-${stamp}-${i},Bulk Person ${i},bulk.${stamp}.${i}@example.com,Operator,Production,user,active,,,2025-01-15`);
  await openUserManagement(page);
  await page.getByRole('button', { name: 'Bulk Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk User Upload' });
  await dialog.getByLabel('User CSV file').setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });
  await expect(dialog.getByText('Preview (20 users)')).toBeVisible();
  await expect(dialog.getByText('... and 10 more users')).toBeVisible();
  await expect(dialog.getByText('Valid emails: 20')).toBeVisible();
  await shot(page, 'users-bulk-preview');
  await dialog.getByRole('button', { name: 'Upload 20 Users' }).click();
  await expect(page.getByText('Successfully created 20 users. Users will need to set their passwords on first login.')).toBeVisible();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Setup Codes (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^user_setup_codes_\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(dialog.getByRole('button', { name: 'Setup Codes Downloaded' })).toBeDisabled();
  await shot(page, 'users-bulk-done');
});

test('a user changes their password in Profile Settings [REQ:FR-USR-4]', async ({ page }) => {
  const email = `e2e.profile.${Date.now()}@example.com`;
  // The administrator creates the account through the API; the person then works in the browser.
  const session = (await (await page.request.post('/api/auth/login', { data: { email: ADMIN, password: 'Attest-Demo-2026' } })).json()) as { csrfToken: string };
  const created = await page.request.post('/api/users', { data: { name: 'Pia Profile', email, role: 'user' }, headers: { 'x-csrf-token': session.csrfToken } });
  const { setupCode } = (await created.json()) as { setupCode: string };
  await page.request.post('/api/auth/logout', { headers: { 'x-csrf-token': session.csrfToken } });

  await setPasswordWithCode(page, email, setupCode, 'Profile-Pass-2026');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await shot(page, 'profile-tab');
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByLabel('Current Password').fill('Profile-Pass-2026');
  await page.getByLabel('New Password', { exact: true }).fill('Changed-Pass-2026');
  await page.getByLabel('Confirm New Password').fill('Changed-Pass-2026');
  await shot(page, 'profile-security');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed. You were signed out everywhere else.')).toBeVisible();

  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByLabel('Theme', { exact: true }).selectOption('dark');
  await page.getByLabel('Date Format').selectOption('DD/MM/YYYY');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await shot(page, 'profile-preferences');

  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Activity' }).getByText('Password Changed', { exact: true })).toBeVisible();
  // The saved date format is applied: day first.
  const today = new Date();
  const dayFirst = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
  await expect(page.getByRole('tabpanel', { name: 'Activity' }).locator('time').first()).toContainText(dayFirst);
  await shot(page, 'profile-activity');
  await signOut(page);
  await signIn(page, email, 'Changed-Pass-2026');
  await expect(page).toHaveURL(/\/dashboard\/user$/);
});
