import { expect, test } from '@playwright/test';
import { apiAs, approvedDocument } from './api-session';
import { DEMO_ACCOUNTS, shot, signIn, signInDialog } from './support';

const run = Date.now().toString(36).toUpperCase();
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a future effective date schedules the release, shown "Approved · effective on …", and document control can cancel it with a reason', async ({ page, playwright, baseURL }) => {
  // The API journey signs a real approval first; on a loaded machine that takes a while.
  test.setTimeout(150_000);
  const title = `Line clearance scheduled ${run}`;
  const doc = await approvedDocument(() => playwright.request.newContext({ baseURL }), { docNumber: `SCH-${run}`, title, file: 'basicapi.pdf' });
  const admin = await apiAs(await playwright.request.newContext({ baseURL }), 'admin');

  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await page.goto(`/dashboard/admin/documents/${doc.id}`);
  const actions = page.getByRole('list', { name: 'Available workflow actions' });
  await actions.getByRole('button', { name: /^Make Effective/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Effective' });
  await dialog.getByLabel('Effective date').fill(daysAhead(21));
  await dialog.getByRole('button', { name: 'Make Effective' }).click();
  // Signed "Released", also when it schedules.
  await signInDialog(page, DEMO_ACCOUNTS.admin.email);
  await expect(page.getByText('Release Scheduled', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The page names the date the release is scheduled for; the document is not effective.
  await expect(page.getByText(/^Approved · effective on .*\d/).first()).toBeVisible();
  expect((await admin.get<{ status: string; scheduledRelease: { effectiveDate: string } }>(`/api/documents/${doc.id}`)).scheduledRelease.effectiveDate).toBe(daysAhead(21));
  await shot(page, 'scheduled-release-badge', true);

  // Cancel Scheduled Release asks for a reason before it confirms.
  await actions.getByRole('button', { name: /^Cancel Scheduled Release/ }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Scheduled Release' });
  const confirm = cancel.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await cancel.getByLabel('Reason').fill('Training on line 2 is not ready');
  await expect(confirm).toBeEnabled();
  await shot(page, 'scheduled-release-cancel-dialog');
  await confirm.click();
  await expect(cancel).toBeHidden();
  await expect(page.getByText(/^Approved · effective on /)).toHaveCount(0);
  expect((await admin.get<{ status: string }>(`/api/documents/${doc.id}`)).status).toBe('approved');
});
