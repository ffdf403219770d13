import { expect, test, type Page } from '@playwright/test';
import { SIGNATURE_CONFIG_DEFAULTS } from '@attest/domain';
import { apiAs, documentAwaitingApproval } from './api-session';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, shot, signIn } from './support';

const run = Date.now().toString(36).toUpperCase();
const docNumber = `SIGCFG-${run}`;
const title = `Signature configuration check ${docNumber}`;

async function signInAs(page: Page, role: 'admin' | 'approver'): Promise<void> {
  await page.context().clearCookies();
  await signIn(page, DEMO_ACCOUNTS[role].email);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
}

// Other specs share the server and sign with drawn marks: the defaults come back whatever happens here.
test.afterAll(async ({ playwright, baseURL }) => {
  const admin = await apiAs(await playwright.request.newContext({ baseURL }), 'admin');
  await admin.put('/api/system/signature-config', { ...SIGNATURE_CONFIG_DEFAULTS, reason: 'End-to-end test restores the defaults' });
});

test('an administrator turns drawn signatures off: the Draw tab is gone from the signing dialog [REQ:FR-SIG-3]', async ({ page, playwright, baseURL }) => {
  test.setTimeout(150_000);
  const doc = await documentAwaitingApproval(() => playwright.request.newContext({ baseURL }), { docNumber, title, file: 'simple-list.docx' });

  await signInAs(page, 'admin');
  await page.goto('/dashboard/admin/system?tab=signatures');
  const form = page.getByRole('form', { name: 'Signature Configuration' });
  // A second factor for signing is an option now that two-factor sign-in exists; off by default.
  await expect(form.getByRole('checkbox', { name: 'Require a second factor when signing' })).not.toBeChecked();
  await form.getByRole('checkbox', { name: 'Drawn' }).uncheck();
  // Saving without a reason is refused at the field.
  await form.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(form.getByText('Please give the reason for this change.')).toBeVisible();
  await shot(page, 'signature-config-reason-required', true);
  await form.getByRole('textbox', { name: /Reason for the change/ }).fill('CC-2026-014: drawn marks are not legible enough');
  await form.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(page.getByText('Signature configuration saved')).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Drawn' })).not.toBeChecked();
  await shot(page, 'signature-config-saved', true);

  await signInAs(page, 'approver');
  await page.goto(`/dashboard/approver/documents/${doc.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('list', { name: 'Available workflow actions' }).getByRole('button', { name: /^Approve/ }).click();
  const sign = page.getByRole('dialog', { name: 'Electronic Signature' });
  await sign.getByLabel('Email address').fill(DEMO_ACCOUNTS.approver.email);
  await sign.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await sign.getByRole('button', { name: 'Authenticate' }).click();
  await expect(sign.getByRole('tab', { name: 'Type' })).toBeVisible();
  await expect(sign.getByRole('tab', { name: 'Upload' })).toBeVisible();
  await expect(sign.getByRole('tab', { name: 'Draw' })).toHaveCount(0);
  await expect(sign.getByRole('tab', { name: 'Type' })).toHaveAttribute('aria-selected', 'true');
  await sign.getByLabel('Comment').fill('Approved with a typed mark.');
  await sign.getByRole('checkbox', { name: /agree to the legal disclaimer/ }).check();
  await shot(page, 'signature-config-dialog-without-draw');
  await sign.getByRole('button', { name: 'Complete Signature' }).click();
  await expect(page.getByText('Document Signed')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Signatures' })).toContainText('Typed');
});
