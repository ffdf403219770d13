import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs as sessionAs } from './api-session';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, shot, signIn } from './support';

const run = Date.now().toString(36).toUpperCase();
const SIGNATURE_IMAGE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A signed-in API session of a demo account, sending its CSRF token on every change. */
async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { 'x-csrf-token': ((await login.json()) as { csrfToken: string }).csrfToken };
  return {
    get: async <T>(url: string) => (await (await request.get(url, { headers })).json()) as T,
    post: async <T>(url: string, data: unknown) => {
      const response = await request.post(url, { headers, data });
      expect(response.status(), await response.text()).toBeLessThan(300);
      return (await response.json()) as T;
    },
    put: async (url: string, data: unknown) => expect((await request.put(url, { headers, data })).status()).toBe(200),
  };
}

/** An SOP without training taken through review, e-signed approval and Make Effective, as the workflow screens do it. */
async function effectivePlainDocument(newContext: () => Promise<APIRequestContext>, title: string): Promise<{ id: string; docNumber: string; version: string }> {
  const as = async (role: keyof typeof DEMO_ACCOUNTS) => apiAs(await newContext(), DEMO_ACCOUNTS[role].email);
  const [author, reviewer, approver, admin] = [await as('author'), await as('reviewer'), await as('approver'), await as('admin')];
  const [departments, categories] = await Promise.all([author.get<{ id: string }[]>('/api/departments'), author.get<{ id: string }[]>('/api/categories')]);
  const ids = { categoryId: categories[0]!.id, departmentId: departments[0]!.id };
  const doc = await author.post<{ id: string; rowVersion: number; docNumber: string }>('/api/documents', { title, ...ids });
  // A version without a file cannot be submitted: attach the Word file first.
  const uploader = await sessionAs(await newContext(), 'author');
  await uploader.upload(`/api/documents/${doc.id}/file`, { changeSummary: 'File attached', rowVersion: doc.rowVersion }, 'simple-list.docx');
  const [reviewerId] = await author.get<{ id: string }[]>('/api/users/assignable?role=reviewer');
  const [approverId] = await author.get<{ id: string }[]>('/api/users/assignable?role=approver');
  const act = (who: typeof author, body: Record<string, unknown>) => who.post(`/api/documents/${doc.id}/actions`, body);
  await act(author, { action: 'submit_for_review', reviewers: [reviewerId!.id], approvers: [approverId!.id], comment: 'Please review.' });
  await act(reviewer, { action: 'complete_review', decision: 'approved', comment: 'Clear.' });
  await act(reviewer, { action: 'submit_for_approval', comment: 'Ready.' });
  const { signingToken } = await approver.post<{ signingToken: string }>('/api/signatures/authenticate', { email: DEMO_ACCOUNTS.approver.email, password: DEMO_PASSWORD });
  await act(approver, { action: 'approve_document', comment: 'Approved.', signature: { signingToken, meaning: 'approved', type: 'drawn', image: SIGNATURE_IMAGE, consent: true } });
  const released = await admin.post<{ signingToken: string }>('/api/signatures/authenticate', { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD });
  await act(admin, { action: 'make_effective', effectiveDate: new Date().toISOString().slice(0, 10), reviewPeriodMonths: 12, signature: { signingToken: released.signingToken, meaning: 'released', type: 'drawn', image: SIGNATURE_IMAGE, consent: true } });
  const detail = await admin.get<{ version: string; status: string }>(`/api/documents/${doc.id}`);
  expect(detail.status).toBe('effective');
  return { id: doc.id, docNumber: doc.docNumber, version: detail.version };
}

const figure = async (page: Page, key: string) => Number((await page.getByTestId(`card-${key}`).innerText()).replace(/\D/g, ''));

test('a user acknowledges an effective document without training; Acknowledged goes up [REQ:FR-ACK-1]', async ({ page, playwright, baseURL }) => {
  const title = `Gowning reading ${run}`;
  const doc = await effectivePlainDocument(() => playwright.request.newContext({ baseURL }), title);

  await signIn(page, DEMO_ACCOUNTS.user.email);
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await expect(page.getByTestId('card-acknowledged')).toHaveText(/^\d+$/);
  const acknowledged = await figure(page, 'acknowledged');

  // Training-required documents are signed off on their Training card (e2e/training.spec.ts); this one is read and acknowledged.
  await page.goto(`/dashboard/user/documents/${doc.id}`);
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Acknowledge Document' });
  await expect(dialog).toContainText(`I have read and understood ${doc.docNumber} ${title}, version ${doc.version}.`);
  await shot(page, 'acknowledge-dialog');
  await dialog.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.getByText('Document Acknowledged', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Acknowledged on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
  await shot(page, 'acknowledged-document', true);

  await page.goto('/dashboard/user');
  await expect(page.getByTestId('card-acknowledged')).toHaveText(String(acknowledged + 1));
  await shot(page, 'acknowledgement-dashboard', true);
});
