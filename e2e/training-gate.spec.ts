import { expect, test } from '@playwright/test';
import { apiAs, approvedDocument } from './api-session';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, shot, signIn, signInDialog, signOut } from './support';

const run = Date.now().toString(36).toUpperCase();

test('a document trained before effective waits in "Approved – Training" until its audience has signed off, then is effective by itself [REQ:FR-TRN-4]', async ({ page, playwright, baseURL }) => {
  // Four sign-ins, two signatures and an API-made approval: beyond the default 30 s on a loaded machine.
  test.slow();
  const title = `Gowning trained first ${run}`;
  // Approved by the API journey: Production is trained first, one sign-off of any share releases it.
  const doc = await approvedDocument(() => playwright.request.newContext({ baseURL }), { docNumber: `TBE-${run}`, title, file: 'basicapi.pdf', trainingRequired: true }, async (author, id) => {
    await author.put(`/api/documents/${id}/training`, { departments: ['Production'], dueDays: 5, trainBeforeEffective: true, requiredPercent: 1 });
  });
  const admin = await apiAs(await playwright.request.newContext({ baseURL }), 'admin');

  // The administrator's Make Effective says the version will wait for its training rather than take effect.
  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto(`/dashboard/admin/documents/${doc.id}`);
  await page.getByRole('list', { name: 'Available workflow actions' }).getByRole('button', { name: /^Make Effective/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Effective' });
  await expect(dialog.getByText('This version will wait for training')).toBeVisible();
  await expect(dialog.getByText(/once 1% of its audience \(\d+ (person|people) today\) has signed off its training, due in 5 days\./)).toBeVisible();
  await shot(page, 'training-gate-make-effective', true);
  await dialog.getByRole('button', { name: 'Make Effective' }).click();
  await signInDialog(page, DEMO_ACCOUNTS.admin.email);
  await expect(page.getByText('Waiting for training', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await admin.get<{ status: string }>(`/api/documents/${doc.id}`)).status).toBe('approved-training');
  await signOut(page);

  // The coordinator sees the waiting status, the rule and the progress on the document page.
  await signIn(page, DEMO_ACCOUNTS.document_coordinator.email);
  await expect(page).toHaveURL(/\/dashboard\/document_coordinator$/);
  await page.goto(`/dashboard/document_coordinator/documents/${doc.id}`);
  await expect(page.getByText('Approved – Training').first()).toBeVisible();
  await expect(page.getByText('Trained first: 1% of the audience')).toBeVisible();
  await expect(page.getByText(/^Waiting for training: 0 of \d+ trained; target date /)).toBeVisible();
  await shot(page, 'training-gate-waiting', true);
  await signOut(page);

  // Elena (Production) reads the approved version and signs it off: the version becomes effective.
  await signIn(page, DEMO_ACCOUNTS.user.email);
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await page.goto(`/dashboard/user/documents/${doc.id}`);
  await page.getByRole('button', { name: 'Complete training' }).click();
  const sign = page.getByRole('dialog', { name: 'Electronic Signature' });
  await sign.getByLabel('Email address').fill(DEMO_ACCOUNTS.user.email);
  await sign.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await sign.getByRole('button', { name: 'Authenticate' }).click();
  await expect(sign.getByRole('region', { name: 'Meaning of this signature' })).toContainText('Read and Understood');
  await sign.getByRole('tab', { name: 'Type' }).click();
  await sign.getByRole('checkbox', { name: /agree to the legal disclaimer/ }).check();
  await sign.getByRole('button', { name: 'Complete Signature' }).click();
  await expect(sign).toBeHidden({ timeout: 5000 });
  await expect(page.getByText(/^Training completed on /)).toBeVisible();
  await page.reload();
  await expect(page.getByText('Effective', { exact: true }).first()).toBeVisible();
  await shot(page, 'training-gate-released', true);
  expect((await admin.get<{ status: string }>(`/api/documents/${doc.id}`)).status).toBe('effective');
});
