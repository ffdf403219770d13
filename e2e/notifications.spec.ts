import fs from 'node:fs';
import path from 'node:path';
import { expect, request, test, type Page } from '@playwright/test';
import { fixtures } from './api-session';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, enterEmail, enterPassword, shot, signIn } from './support';

const run = Date.now().toString(36).toUpperCase();
const title = `Gowning Procedure ${run}`;

/** A second person working through the API in their own session, as another browser would. */
async function apiSession(baseURL: string, email: string) {
  const context = await request.newContext({ baseURL });
  const login = await context.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const { csrfToken, user } = (await login.json()) as { csrfToken: string; user: { id: string } };
  const post = async (url: string, data: unknown) => {
    const response = await context.post(url, { data, headers: { 'x-csrf-token': csrfToken } });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { id: string };
  };
  /** Attaches a fixture file to a draft (the next version): a draft without a file cannot be submitted. */
  const attachFile = async (documentId: string, file: string) => {
    const { rowVersion } = (await (await context.get(`/api/documents/${documentId}`)).json()) as { rowVersion: number };
    const response = await context.post(`/api/documents/${documentId}/file`, {
      headers: { 'x-csrf-token': csrfToken },
      multipart: { metadata: JSON.stringify({ changeSummary: 'File attached', rowVersion }), file: { name: file, mimeType: 'application/octet-stream', buffer: fs.readFileSync(path.join(fixtures, file)) } },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  return { context, userId: user.id, post, attachFile };
}

async function pageCsrf(page: Page): Promise<Record<string, string>> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { csrfToken: string };
  return { 'x-csrf-token': session.csrfToken };
}

test('the approver gets a live toast and a badge when an SOP is submitted to them, opens it from the bell, and the badge clears [REQ:FR-NOT-2] [REQ:FR-NOT-3]', async ({ page, baseURL }) => {
  await signIn(page, DEMO_ACCOUNTS.approver.email);
  await expect(page).toHaveURL(/\/dashboard\/approver$/);
  // Start from an empty inbox: earlier specs on this server may have left notifications behind.
  expect((await page.request.delete('/api/notifications', { headers: await pageCsrf(page) })).ok()).toBe(true);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const badge = page.getByTestId('notification-badge');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(badge).toBeHidden();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toContainText('No notifications');
  await expect(panel).toContainText("You're all caught up!");
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeHidden();
  await shot(page, 'notifications-dropdown-empty');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  const author = await apiSession(baseURL!, DEMO_ACCOUNTS.author.email);
  const reviewer = await apiSession(baseURL!, DEMO_ACCOUNTS.reviewer.email);
  const approverId = ((await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } }).user.id;
  const [category] = (await (await author.context.get('/api/categories')).json()) as { id: string }[];
  const [department] = (await (await author.context.get('/api/departments')).json()) as { id: string }[];
  const doc = await author.post('/api/documents', { title, categoryId: category!.id, departmentId: department!.id });
  await author.attachFile(doc.id, 'tables.docx');
  await author.post(`/api/documents/${doc.id}/actions`, { action: 'submit_for_review', reviewers: [reviewer.userId], approvers: [approverId], comment: 'Please review' });
  await reviewer.post(`/api/documents/${doc.id}/actions`, { action: 'complete_review', decision: 'approved', comment: 'Complete and correct.' });
  // The reviewer sends it on to the approver, who is looking at their dashboard in the browser.
  await reviewer.post(`/api/documents/${doc.id}/actions`, { action: 'submit_for_approval', comment: 'Ready for your approval.' });

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Approval assigned' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
  await expect(badge).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await shot(page, 'notifications-live-toast');

  await bell.click();
  await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'View all notifications' })).toBeVisible();
  const item = panel.getByRole('button', { name: /^Approval assigned/ });
  await expect(item).toContainText(title);
  await expect(item).toContainText('Unread');
  await expect(item).toContainText('Just now');
  await shot(page, 'notifications-dropdown');

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/approver/documents/${doc.id}/review$`));
  await expect(panel).toBeHidden();
  await expect(badge).toBeHidden();
  await expect(bell).toHaveAccessibleName('Notifications');

  // The notification stays, read, on the notifications page.
  await bell.click();
  await panel.getByRole('link', { name: 'View all notifications' }).click();
  await expect(page).toHaveURL(/\/dashboard\/approver\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Unread (0)' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('button', { name: /^Approval assigned/ })).not.toContainText('Unread');
  await page.getByLabel('Filter by type').selectOption('error');
  await expect(page.getByText('No notifications found')).toBeVisible();
  await page.getByLabel('Filter by type').selectOption('');
  await expect(list.getByRole('button', { name: /^Approval assigned/ })).toBeVisible();
  await shot(page, 'notifications-page', true);

  await author.context.dispose();
  await reviewer.context.dispose();
});

test('an e-mailed link opened while signed out leads, after sign-in, to the place it names', async ({ page, baseURL }) => {
  const author = await apiSession(baseURL!, DEMO_ACCOUNTS.author.email);
  const [category] = (await (await author.context.get('/api/categories')).json()) as { id: string }[];
  const [department] = (await (await author.context.get('/api/departments')).json()) as { id: string }[];
  const doc = await author.post('/api/documents', { title: `Link Through Sign-in ${run}`, categoryId: category!.id, departmentId: department!.id });

  await page.goto(`/open?to=${encodeURIComponent(`/documents/${doc.id}`)}`);
  await expect(page).toHaveURL(/\/login\?open=/);
  await enterEmail(page, DEMO_ACCOUNTS.admin.email);
  await enterPassword(page, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/dashboard/admin/documents/${doc.id}$`));
  await expect(page.getByRole('heading', { name: `Link Through Sign-in ${run}` })).toBeVisible();

  // Only links inside Attest are followed.
  await page.goto(`/login?open=${encodeURIComponent('//evil.example/phish')}`);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await author.context.dispose();
});
