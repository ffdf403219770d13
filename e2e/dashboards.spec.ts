import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import type { Role } from '@attest/domain';
import { DEMO_ACCOUNTS, shot, signIn } from './support';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const run = Date.now().toString(36).toUpperCase();

async function signInAs(page: Page, role: Role): Promise<void> {
  await signIn(page, DEMO_ACCOUNTS[role].email);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
}

// The demo seed holds accounts only: the first test uploads the document the later figures and search count.
test.describe.configure({ mode: 'serial' });

test('searching a phrase found only inside a document’s file finds the document [REQ:FR-SRCH-2]', async ({ page }) => {
  const title = `Fruit handling ${run}`;
  await signInAs(page, 'author');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Document Management' }).click();
  await page.getByRole('button', { name: 'Create New SOP' }).click();
  await page.getByRole('menuitem', { name: /Upload New SOP/ }).click();
  const upload = page.getByRole('dialog', { name: 'Upload New SOP' });
  await upload.getByLabel('SOP Number', { exact: true }).fill(`SOP-SR-${run}`);
  await upload.getByLabel('SOP Title', { exact: true }).fill(title);
  await upload.getByLabel('Description', { exact: true }).fill('How produce is received.');
  await upload.getByLabel('Department', { exact: true }).selectOption({ label: 'Quality Assurance' });
  await upload.getByLabel('Category', { exact: true }).selectOption({ label: 'Quality Management' });
  await upload.getByLabel('Change Reason', { exact: true }).fill('New procedure');
  await upload.getByLabel('Effective Date', { exact: true }).fill('2026-01-15');
  await upload.getByLabel('Review Date', { exact: true }).fill('2027-01-15');
  await upload.getByLabel('SOP file').setInputFiles(path.join(fixtures, 'simple-list.docx'));
  await upload.getByRole('button', { name: 'Upload SOP' }).click();
  await expect(page.getByText('SOP Uploaded Successfully')).toBeVisible({ timeout: 20_000 });

  // "Banana" is only in the Word file's text, not in the title, number or description.
  const header = page.getByRole('search').getByLabel('Search everything');
  await header.fill('Banana');
  await header.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/author\/search\?q=Banana/);
  const result = page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: title });
  await expect(async () => {
    await page.reload();
    await expect(result).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: /Users/ })).toHaveCount(0);
  await shot(page, 'search-results');
  await result.click();
  await expect(page).toHaveURL(/\/dashboard\/author\/documents\/[0-9a-f-]{36}$/);
});

const ROLE_CARDS: Record<Role, string[]> = {
  admin: ['total-documents', 'system-users', 'active-users', 'uptime', 'storage'],
  author: ['my-documents', 'drafts', 'in-review', 'approved'],
  reviewer: ['pending-reviews', 'reviewed-this-month', 'average-review-time', 'total-documents'],
  approver: ['pending-approvals', 'approved-this-month', 'average-approval-time', 'total-documents'],
  user: ['accessible-documents', 'acknowledged', 'training-due', 'recent-activity'],
  document_coordinator: ['document-control', 'non-compliances', 'audits-due', 'total-documents'],
};

for (const role of Object.keys(ROLE_CARDS) as Role[]) {
  test(`the ${role} dashboard shows the role's figures, activity and quick actions`, async ({ page }) => {
    await signInAs(page, role);
    for (const key of ROLE_CARDS[role]) await expect(page.getByTestId(`card-${key}`)).toBeVisible();
    await expect(page.locator('#recent-activity').getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Quick actions' }).getByRole('link', { name: 'Search Documents' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create New SOP' })).toHaveCount(role === 'author' ? 1 : 0);
    await expect(page.getByRole('heading', { name: 'System Health' })).toHaveCount(role === 'admin' ? 1 : 0);
    if (role === 'user') await expect(page.getByTestId('card-acknowledged')).toHaveText(/^\d+$/);
    else await expect(page.getByRole('heading', { name: 'Workflow Throughput' })).toBeVisible();
    await shot(page, `dashboard-${role}`, true);
  });
}

test('a card opens the list it counts, with the same number of records [REQ:FR-DASH-1]', async ({ page }) => {
  await signInAs(page, 'document_coordinator');
  const figure = (await page.getByTestId('card-total-documents').innerText()).replace(/\D/g, '');
  await page.getByRole('link', { name: /^Total Documents / }).click();
  await expect(page).toHaveURL(/\/dashboard\/document_coordinator\/documents/);
  expect(Number(figure)).toBeGreaterThan(0);
  await expect(page.getByText(new RegExp(`^Showing .* of ${Number(figure).toLocaleString('en-GB')}\\+?$`))).toBeVisible();

  await page.goto('/dashboard/document_coordinator');
  const due = (await page.getByTestId('card-audits-due').innerText()).trim();
  await page.getByRole('link', { name: /^Audits Due / }).click();
  await expect(page).toHaveURL(/reviewDue=true/);
  await expect(page.getByRole('status').filter({ hasText: 'due for periodic review' })).toBeVisible();
  if (due === '0') await expect(page.getByText('No document matches these filters.')).toBeVisible();
  else await expect(page.getByText(new RegExp(`^Showing .* of ${due}$`))).toBeVisible();
  await shot(page, 'dashboard-card-list');
});

test('the role user’s Recent Activity card opens its own actions, all of them, five at a time', async ({ page }) => {
  await signInAs(page, 'user');
  const figure = Number((await page.getByTestId('card-recent-activity').innerText()).replace(/\D/g, ''));
  expect(figure).toBeGreaterThan(0);
  await page.getByRole('link', { name: /^Recent Activity / }).click();
  await expect(page).toHaveURL(/#recent-activity$/);
  const panel = page.locator('#recent-activity');
  await expect(panel.getByText(new RegExp(`^1–${Math.min(figure, 5)} of ${figure} since`))).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Recent activity' }).getByRole('listitem')).toHaveCount(Math.min(figure, 5));
  await expect(panel.getByText('Elena Novak').first()).toBeVisible();
  if (figure > 5) {
    await panel.getByRole('button', { name: 'Older activity' }).click();
    await expect(panel.getByText(new RegExp(`^6–${Math.min(figure, 10)} of ${figure} since`))).toBeVisible();
  }
  await shot(page, 'dashboard-user-recent-activity');
});

test('an author’s draft card lists exactly their drafts', async ({ page }) => {
  await signInAs(page, 'author');
  const drafts = (await page.getByTestId('card-drafts').innerText()).trim();
  await page.getByRole('link', { name: /^Drafts / }).click();
  await expect(page).toHaveURL(/status=draft/);
  await expect(page).toHaveURL(/author=/);
  expect(Number(drafts)).toBeGreaterThan(0);
  await expect(page.getByText(new RegExp(`^Showing .* of ${drafts}$`))).toBeVisible();
  await shot(page, 'dashboard-author-drafts');
});

test('a search with no match shows the empty state', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto(`/dashboard/admin/search?q=zzqx${run}`);
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Audit/ })).toBeVisible();
  await shot(page, 'search-empty');
});

test('a reviewer’s pending card opens the workflows waiting for them', async ({ page }) => {
  await signInAs(page, 'reviewer');
  await page.getByRole('link', { name: /^Pending Reviews / }).click();
  await expect(page).toHaveURL(/\/dashboard\/reviewer\/workflows\?assigned=review/);
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for your review' })).toBeVisible();
});

test('user and audit results open at their own addresses', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/dashboard/admin/search?q=Priya&type=users');
  await page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Priya Raman' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Priya Raman' })).toBeVisible();

  await page.goto(`/dashboard/admin/search?q=${encodeURIComponent(`Fruit handling ${run}`)}&type=audit`);
  await page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Document Created' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/audit\/\d+$/);
  // A page of its own, not a dialog over a blank one.
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log Details' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Fruit handling ${run}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, 'search-audit-entry');
});
