import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { GitHttpServer } from '../apps/server/test/git-http-server';
import { fixtures } from './api-session';
import { DEMO_ACCOUNTS, shot, signIn, signOut } from './support';

// FR-REPO-1, FR-REPO-2: an admin adds a repository URL and token; an author browses its folders, imports a .docx, and
// the new draft shows the commit SHA and path it came from; after a new commit to that file, "Check for updates"
// offers a new version. The repository is a real one, served over Git's smart HTTP protocol with a token.
const TOKEN = 'e2e-repository-token';
const SOP = 'SOP-210 Cleaning GMP v2.docx';
const SOP_PATH = `QA/Effective/${SOP}`;
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));

let git: GitHttpServer;
let firstCommit: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  git = new GitHttpServer(TOKEN);
  await git.start();
  firstCommit = await git.commit(
    {
      [SOP_PATH]: fixture('tables.docx'),
      'QA/Effective/SOP-211 Gowning v1.pdf': fixture('basicapi.pdf'),
      'QA/Effective/notes.md': '# Notes\n',
      'QA/Drafts/Form 12 Deviation v1.docx': fixture('simple-list.docx'),
      'Policies/Quality Policy.pdf': fixture('basicapi.pdf'),
      'README.md': 'Quality documents\n',
    },
    '2026-01-10T10:00:00Z',
    'Initial documents',
  );
});

test.afterAll(async () => {
  await git.stop();
});

async function addConnection(page: Page, input: { name: string; token: string }) {
  await page.getByRole('button', { name: 'Add connection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add repository connection' });
  await dialog.getByLabel('Name', { exact: true }).fill(input.name);
  await dialog.getByLabel('Repository URL').fill(git.url);
  await dialog.getByLabel('Branch').fill('main');
  await dialog.getByLabel('Access token').fill(input.token);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('an administrator adds a repository with its token and tests the connection: four checks, stopping at the first failure', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/dashboard/admin/system?tab=repositories');
  await expect(page.getByRole('heading', { name: 'Repository Connections' })).toBeVisible();

  await addConnection(page, { name: 'QA SOPs', token: TOKEN });
  const good = page.getByRole('listitem', { name: 'QA SOPs' });
  await expect(good.getByText('Token set')).toBeVisible();
  // The token is write-only: nowhere on the page.
  await expect(page.locator('body')).not.toContainText(TOKEN);
  await good.getByLabel('Test file path (optional)').fill(SOP_PATH);
  await good.getByRole('button', { name: 'Test connection' }).click();
  for (const check of ['configuration', 'authentication', 'branch', 'file']) {
    await expect(good.getByTestId(`repository-check-${check}`)).toContainText('PASS', { timeout: 60_000 });
  }
  await expect(good.getByText('QA SOPs: every check passed.')).toBeVisible();

  await addConnection(page, { name: 'Wrong token', token: 'not-the-token' });
  const bad = page.getByRole('listitem', { name: 'Wrong token' });
  await bad.getByRole('button', { name: 'Test connection' }).click();
  await expect(bad.getByTestId('repository-check-authentication')).toContainText('FAIL', { timeout: 60_000 });
  await expect(bad.getByTestId('repository-check-configuration')).toContainText('PASS');
  await expect(bad.getByTestId('repository-check-branch')).toContainText('NOT RUN');
  await expect(bad.getByTestId('repository-check-file')).toContainText('NOT RUN');
  await shot(page, 'repositories-connections', true);

  // The Integration checks page tests a connection too.
  await page.goto('/dashboard/admin/debug');
  const integration = page.getByTestId('integration-repository');
  await integration.getByLabel('Connection').selectOption({ label: 'QA SOPs' });
  await integration.getByRole('button', { name: 'Test connection' }).click();
  await expect(integration.getByTestId('repository-check-file')).toContainText('PASS', { timeout: 60_000 });
  await integration.scrollIntoViewIfNeeded();
  await shot(page, 'repositories-integration-check');
  await signOut(page);
});

test('an author browses folders, sorts, imports a .docx as a draft with its provenance, and is offered the next commit as a new version', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_ACCOUNTS.author.email);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Document Repository' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Document Repository' })).toBeVisible();

  // A connection whose token is refused shows the Repository Access Error with the reason.
  await page.getByLabel('Repository', { exact: true }).selectOption({ label: 'Wrong token' });
  await expect(page.getByText('Repository Access Error').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await shot(page, 'repositories-access-error');

  await page.getByLabel('Repository', { exact: true }).selectOption({ label: 'QA SOPs' });
  await page.getByRole('button', { name: 'Open folder QA' }).click({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Open folder Effective' }).click();
  const crumbs = page.getByRole('navigation', { name: 'Folder path' });
  await expect(crumbs).toContainText('QA SOPs');
  await expect(crumbs.getByText('Effective')).toHaveAttribute('aria-current', 'page');
  const files = page.getByTestId('repository-file');
  await expect(files).toHaveCount(3);
  const sop = files.filter({ hasText: SOP });
  await expect(sop).toContainText('V02');
  await expect(sop).toContainText('Effective');
  await expect(sop).toContainText('GxP');

  await page.getByLabel('Sort by').selectOption('size');
  await expect(files.first()).toContainText('notes.md');
  await page.getByRole('button', { name: 'Sort direction: Ascending' }).click();
  await expect(files.first()).not.toContainText('notes.md');
  await expect(files.last()).toContainText('notes.md');
  await shot(page, 'repositories-grid', true);
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  await shot(page, 'repositories-list', true);

  // A server with too many conversions waiting answers 503: the View says why and offers a retry.
  const BUSY = 'The server is converting other files right now. Please try again in a few seconds.';
  await page.route('**/preview?*', (route) => route.fulfill({ status: 503, headers: { 'retry-after': '10' }, contentType: 'application/json', body: JSON.stringify({ error: { code: 'CONVERSION_BUSY', message: BUSY } }) }), { times: 1 });
  await page.getByRole('button', { name: `Actions for ${SOP}` }).click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  const busyToast = page.locator('[data-sonner-toast]').filter({ hasText: BUSY });
  await expect(busyToast).toContainText('Cannot show this file');
  await shot(page, 'repositories-view-busy');

  // View: the Word file opens in a new tab as a PDF LibreOffice made from it.
  const viewed = page.context().waitForEvent('response', { predicate: (response) => response.url().includes('/preview?'), timeout: 120_000 });
  await busyToast.getByRole('button', { name: 'Retry' }).click();
  const pdf = await viewed;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // The tab's PDF viewer stands in for the body there; the same address fetched directly gives the PDF itself.
  expect((await (await page.request.get(pdf.url())).body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const viewer = page.context().pages().find((tab) => tab !== page)!;
  // The tab opens blank at the click and loads the PDF once the server has made it.
  await viewer.waitForURL(/\/preview\?/, { timeout: 60_000 });
  await viewer.waitForLoadState();
  await shot(viewer, 'repositories-view-word');
  await viewer.close();

  await page.getByRole('button', { name: `Actions for ${SOP}` }).click();
  await page.getByRole('menuitem', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from the repository' });
  await expect(dialog.getByLabel('SOP Title', { exact: true })).toHaveValue('SOP-210 Cleaning GMP v2');
  await dialog.getByLabel('SOP Number', { exact: true }).fill('SOP-210');
  await dialog.getByLabel('Description', { exact: true }).fill('Cleaning of the filling line, from the QA repository.');
  await dialog.getByLabel('Department', { exact: true }).selectOption({ label: 'Quality Assurance' });
  await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Quality Management' });
  await dialog.getByLabel('Change Reason', { exact: true }).fill('Imported from the QA repository');
  await dialog.getByLabel('Effective Date', { exact: true }).fill('2026-02-01');
  await dialog.getByLabel('Review Date', { exact: true }).fill('2027-02-01');
  await shot(page, 'repositories-import-dialog');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const done = page.getByRole('dialog', { name: 'Import finished' });
  await expect(done).toBeVisible({ timeout: 60_000 });
  await expect(done).toContainText(`Commit ${firstCommit.slice(0, 12)}, ${SOP_PATH}`);
  await shot(page, 'repositories-import-done');
  await done.getByRole('link', { name: `Open the document made from ${SOP}` }).click();

  const heading = page.getByRole('heading', { name: 'Repository Source' });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  // The card around its heading (heading → card header → card).
  const card = heading.locator('xpath=../..');
  await expect(card.getByText(firstCommit, { exact: true })).toBeVisible();
  await expect(card.getByText(SOP_PATH, { exact: true })).toBeVisible();
  await shot(page, 'repositories-imported-draft', true);

  const secondCommit = await git.commit({ [SOP_PATH]: fixture('simple-list.docx') }, '2026-02-10T10:00:00Z', 'Revise the cleaning SOP');
  await page.getByRole('button', { name: 'Check for updates' }).click();
  await expect(page.getByText(`The file changed in the repository (commit ${secondCommit.slice(0, 12)}).`)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Import as new version' })).toBeVisible();
  await shot(page, 'repositories-update-offered', true);
  await page.getByRole('button', { name: 'Import as new version' }).click();
  await expect(page.getByText('New version imported')).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText(secondCommit, { exact: true })).toBeVisible({ timeout: 30_000 });
  await shot(page, 'repositories-new-version', true);

  // The path in the card opens the Document Repository at that file, in its Document Context View.
  await card.getByRole('link', { name: SOP_PATH }).click();
  await expect(page.getByText('Document Context View')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('repository-file').filter({ hasText: SOP })).toHaveAttribute('aria-current', 'true');
  await shot(page, 'repositories-context-view');
});
