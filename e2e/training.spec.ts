import { expect, test, type Page } from '@playwright/test';
import { apiAs, effectiveDocument } from './api-session';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, shot, signIn, signOut } from './support';

const run = Date.now().toString(36).toUpperCase();

/** The coordinator signs in and opens Training from the sidebar, narrowed to one document; returns Elena's cell for it. */
async function matrixCell(page: Page, title: string) {
  await signIn(page, DEMO_ACCOUNTS.document_coordinator.email);
  await expect(page).toHaveURL(/\/dashboard\/document_coordinator$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Training' }).click();
  await expect(page.getByRole('heading', { name: 'Training', level: 1 })).toBeVisible();
  const documentFilter = page.getByLabel('Document');
  await expect(documentFilter.locator('option', { hasText: title })).toHaveCount(1);
  await documentFilter.selectOption({ label: (await documentFilter.locator('option', { hasText: title }).innerText()).trim() });
  const matrix = page.getByRole('table', { name: 'Training' });
  await expect(matrix.getByRole('columnheader')).toHaveCount(2);
  return matrix.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.user.name }).getByRole('cell').nth(1);
}

test('a user completes training with a signature after the quiz, and the coordinator’s matrix cell turns completed [REQ:FR-TRN-2]', async ({ page, playwright, baseURL }) => {
  // A long journey across several sign-ins: 30 s ran out on a loaded 2-core machine.
  test.slow();
  const title = `Line clearance training ${run}`;
  // Elena Novak (role user) works in Production: the audience assigns her on release.
  const doc = await effectiveDocument(() => playwright.request.newContext({ baseURL }), { docNumber: `TRN-${run}`, title, file: 'basicapi.pdf', trainingRequired: true }, async (author, id) => {
    await author.put(`/api/documents/${id}/training`, {
      departments: ['Production'],
      dueDays: 7,
      quiz: { passMark: 100, questions: [{ text: 'Who checks the line before a new batch?', choices: ['The operator alone', 'The operator and a second person'], correct: [1] }] },
    });
  });

  const before = await matrixCell(page, title);
  await expect(before).toHaveAttribute('data-status', 'assigned');
  await expect(before).toContainText('Assigned');
  await shot(page, 'training-matrix-assigned', true);
  await signOut(page);

  // The user finds it in My Training, answers the quiz (wrong, then right) and signs it off.
  await signIn(page, DEMO_ACCOUNTS.user.email);
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'My Training' }).click();
  await expect(page.getByRole('heading', { name: 'My Training' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Assigned');
  await shot(page, 'training-my-training', true);
  await row.getByRole('link', { name: `TRN-${run}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/user/documents/${doc.id}$`));

  const complete = page.getByRole('button', { name: 'Complete training' });
  await expect(complete).toBeDisabled();
  const quiz = page.getByRole('form', { name: 'Quiz' });
  await quiz.getByLabel('The operator alone').check();
  await quiz.getByRole('button', { name: 'Submit answers' }).click();
  await expect(quiz.getByRole('status')).toContainText('Not passed: 0% (needs 100%)');
  await quiz.getByLabel('The operator alone').uncheck();
  await quiz.getByLabel('The operator and a second person').check();
  await shot(page, 'training-quiz');
  await quiz.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('Quiz passed.')).toBeVisible();
  await expect(complete).toBeEnabled();
  await shot(page, 'training-card-ready');

  await complete.click();
  const sign = page.getByRole('dialog', { name: 'Electronic Signature' });
  await expect(sign).toContainText('Complete training (read and understood)');
  await sign.getByLabel('Email address').fill(DEMO_ACCOUNTS.user.email);
  await sign.getByLabel('Password', { exact: true }).fill('not-my-password');
  await sign.getByLabel('Password', { exact: true }).press('Enter');
  await expect(sign.getByRole('alert')).toHaveText('Authentication failed. 2 attempts remaining.');
  await sign.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await sign.getByRole('button', { name: 'Authenticate' }).click();
  await expect(sign.getByRole('region', { name: 'Meaning of this signature' })).toContainText('Read and Understood');
  await sign.getByRole('tab', { name: 'Type' }).click();
  await expect(sign.getByLabel('Full name')).toHaveValue(DEMO_ACCOUNTS.user.name);
  await sign.getByRole('checkbox', { name: /agree to the legal disclaimer/ }).check();
  await shot(page, 'training-signature');
  await sign.getByRole('button', { name: 'Complete Signature' }).click();
  await expect(page.getByText('Document Signed')).toBeVisible();
  await expect(sign).toBeHidden({ timeout: 5000 });
  await expect(page.getByText(/^Training completed on /)).toBeVisible();
  await shot(page, 'training-completed', true);
  await signOut(page);

  const after = await matrixCell(page, title);
  await expect(after).toHaveAttribute('data-status', 'completed');
  await expect(after).toContainText('Completed');
  await shot(page, 'training-matrix-completed', true);
});

test('the author names the training audience and a quiz on a draft; an empty audience is flagged', async ({ page, request }) => {
  const author = await apiAs(request, 'author');
  const [departments, categories] = await Promise.all([author.get<{ id: string }[]>('/api/departments'), author.get<{ id: string }[]>('/api/categories')]);
  const ids = { categoryId: categories[0]!.id, departmentId: departments[0]!.id };
  const title = `Audience draft ${run}`;
  const draft = await author.post<{ id: string; rowVersion: number }>('/api/documents', { title, ...ids });
  await author.put(`/api/documents/${draft.id}`, { title, ...ids, trainingRequired: true, rowVersion: draft.rowVersion });

  await signIn(page, DEMO_ACCOUNTS.author.email);
  await expect(page).toHaveURL(/\/dashboard\/author$/);
  await page.goto(`/dashboard/author/documents/${draft.id}`);
  const card = page.getByRole('heading', { name: 'Training audience' }).locator('xpath=../..');
  await expect(card).toContainText('Nobody is in the audience yet');
  await card.getByRole('button', { name: 'Edit audience' }).click();

  const dialog = page.getByRole('dialog', { name: 'Training audience' });
  await dialog.getByRole('checkbox', { name: 'Production' }).check();
  await dialog.getByLabel('Days to complete').fill('10');
  await dialog.getByRole('button', { name: 'Add a question' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Each question needs a text, at least two choices and a correct answer.');
  await dialog.getByRole('textbox', { name: 'Question 1' }).fill('Who signs the line clearance record?');
  await dialog.getByLabel('Choices, one per line').fill('The operator\nThe operator and a checker');
  await dialog.getByRole('checkbox', { name: 'The operator and a checker' }).check();
  await shot(page, 'training-audience-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Production');
  await expect(card).toContainText('1 question, pass mark 80%');
  await expect(card).not.toContainText('Nobody is in the audience yet');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'training-audience-card');
});
