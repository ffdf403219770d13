import { expect, test, type Page } from '@playwright/test';
import type { Role } from '@attest/domain';
import { documentAwaitingApproval } from './api-session';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, shot, signIn, signInDialog } from './support';

const run = Date.now().toString(36).toUpperCase();
const docNumber = `COND-${run}`;
const title = `Tablet press changeover ${docNumber}`;

async function openAs(page: Page, role: Role, documentId: string): Promise<void> {
  await page.context().clearCookies();
  await signIn(page, DEMO_ACCOUNTS[role].email);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
  await page.goto(`/dashboard/${role}/documents/${documentId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const workflowAction = (page: Page, label: string) => page.getByRole('list', { name: 'Available workflow actions' }).getByRole('button', { name: new RegExp(`^${label}`) });

/**
 * Make Effective as the admin, signed "Released": refused with the server's words while conditions are open, else
 * done. Returns the Make Effective dialog.
 */
async function makeEffective(page: Page): Promise<ReturnType<Page['getByRole']>> {
  await workflowAction(page, 'Make Effective').click();
  const dialog = page.getByRole('dialog', { name: 'Make Effective' });
  await dialog.getByRole('button', { name: 'Make Effective' }).click();
  await signInDialog(page, DEMO_ACCOUNTS.admin.email);
  return dialog;
}

/** After a refusal: the signature dialog says why too; close it, then the Make Effective dialog. */
async function giveUp(page: Page, dialog: ReturnType<Page['getByRole']>): Promise<void> {
  await expect(page.getByRole('dialog', { name: 'Electronic Signature' }).getByRole('alert')).toContainText('still open');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Electronic Signature' })).toBeHidden();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

test('an approver approves with conditions; Make Effective is refused until the author has answered and the coordinator closed them [REQ:FR-LC-9]', async ({ page, playwright, baseURL }) => {
  test.setTimeout(150_000);
  const newContext = () => playwright.request.newContext({ baseURL });
  const doc = await documentAwaitingApproval(newContext, { docNumber, title, file: 'simple-list.docx' });
  const header = page.getByRole('heading', { level: 1, name: title }).locator('..');

  // The approver chooses "Approve with conditions" in the signature dialog and signs.
  await openAs(page, 'approver', doc.id);
  await workflowAction(page, 'Approve').click();
  const sign = page.getByRole('dialog', { name: 'Electronic Signature' });
  await sign.getByRole('radio', { name: 'Approve with conditions' }).click();
  const first = sign.getByRole('textbox', { name: 'Condition 1' });
  await expect(first).toBeFocused();
  await shot(page, 'conditional-approval-choice');
  await sign.getByLabel('Email address').fill(DEMO_ACCOUNTS.approver.email);
  await sign.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await sign.getByRole('button', { name: 'Authenticate' }).click();
  await sign.getByRole('tab', { name: 'Type' }).click();
  await expect(sign.getByText('Approved with conditions').first()).toBeVisible();
  await sign.getByLabel('Comment').fill('Approved once the operators are trained.');
  await sign.getByRole('checkbox', { name: /agree to the legal disclaimer/ }).check();
  // No condition written: refused in the dialog, before anything is signed.
  await sign.getByRole('button', { name: 'Complete Signature' }).click();
  await expect(sign.getByText('Enter at least one condition, or approve without conditions.')).toBeVisible();
  await expect(first).toBeFocused();
  await shot(page, 'conditional-approval-required');
  await first.fill('Train the tablet press operators on the new changeover steps');
  await first.press('Enter');
  const second = sign.getByRole('textbox', { name: 'Condition 2' });
  await expect(second).toBeFocused();
  await second.fill('Update form F-12 with the new torque values');
  await second.press('Enter');
  await sign.getByRole('textbox', { name: 'Condition 3' }).press('Backspace');
  await expect(sign.getByRole('textbox', { name: 'Condition 3' })).toHaveCount(0);
  await expect(second).toBeFocused();
  await expect(sign.getByText('Enter at least one condition')).toHaveCount(0);
  await shot(page, 'conditional-approval-signing');
  await sign.getByRole('button', { name: 'Complete Signature' }).click();
  await expect(page.getByText('Document Signed')).toBeVisible();
  await expect(sign).toBeHidden({ timeout: 5000 });
  await expect(header).toContainText('Approved');
  const card = page.getByRole('region', { name: 'Conditions' });
  await expect(card).toContainText('2 open');
  await expect(card.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Signatures' })).toContainText('Approved with conditions');

  // The admin may not make it effective yet: the dialog says why.
  await openAs(page, 'admin', doc.id);
  let dialog = await makeEffective(page);
  await expect(dialog.getByRole('alert')).toContainText('2 conditions of its approval are still open', { timeout: 15_000 });
  await shot(page, 'conditional-approval-refused');
  await giveUp(page, dialog);

  // The author records how each condition was met.
  await openAs(page, 'author', doc.id);
  for (const [number, response] of [
    [1, 'All 6 operators trained on 25 Nov; records in the LMS'],
    [2, 'Form F-12 revision 4 issued with the torque values'],
  ] as const) {
    await card.getByRole('button', { name: `Respond: Condition ${number}` }).click();
    const respond = page.getByRole('dialog', { name: `How was condition ${number} met?` });
    await respond.getByRole('button', { name: 'Record response' }).click();
    await expect(respond.getByText('Describe how the condition was met.')).toBeVisible();
    await respond.getByLabel('Response').fill(response);
    await respond.getByRole('button', { name: 'Record response' }).click();
    await expect(respond).toBeHidden();
    await expect(card.getByRole('listitem', { name: `Condition ${number}` })).toContainText(response);
  }
  await expect(card.getByRole('button', { name: /^Close/ })).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'conditional-approval-answered');

  // The coordinator closes the first; one still keeps the document from becoming effective.
  await openAs(page, 'document_coordinator', doc.id);
  await card.getByRole('button', { name: 'Close: Condition 1' }).click();
  const closing = page.getByRole('dialog', { name: 'Close condition 1' });
  await closing.getByLabel('Reason').fill('Training records checked');
  await closing.getByRole('button', { name: 'Close condition' }).click();
  await expect(closing).toBeHidden();
  await expect(card).toContainText('1 open');
  await expect(card.getByRole('listitem', { name: 'Condition 1' })).toContainText('Closed');

  await openAs(page, 'admin', doc.id);
  dialog = await makeEffective(page);
  // The dialog asks the server again when it opens: on a busy machine that takes longer than the 5 s default.
  await expect(dialog.getByRole('alert')).toContainText('1 condition of its approval is still open', { timeout: 15_000 });
  await giveUp(page, dialog);
  await card.getByRole('button', { name: 'Close: Condition 2' }).click();
  await page.getByRole('dialog', { name: 'Close condition 2' }).getByRole('button', { name: 'Close condition' }).click();
  await expect(card).toContainText('All closed');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'conditional-approval-closed');

  dialog = await makeEffective(page);
  await expect(page.getByText('Action Completed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(header).toContainText('Effective');
  await shot(page, 'conditional-approval-effective', true);
});
