import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { AUDIT_CSV_COLUMNS, type Role } from '@attest/domain';
import { DEMO_ACCOUNTS, shot, signIn } from './support';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
/** Unique per run, so the spec can share one server with whatever earlier specs left behind. */
const run = Date.now().toString(36).toUpperCase();
const title = `Gowning Procedure ${run}`;
const docNumber = `SOP-AU-${run}`;

// One document: the author uploads and replaces its file, then the admin audits and reverts it.
test.describe.configure({ mode: 'serial' });
let documentId = '';

async function signInAs(page: Page, role: Role): Promise<void> {
  await signIn(page, DEMO_ACCOUNTS[role].email);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
}

/** Waits until every toast has left (they stay while the pointer rests on them), so they cover no button. */
async function waitForToasts(page: Page): Promise<void> {
  await page.mouse.move(400, 700);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

/** A minimal CSV reader (quoted fields, doubled quotes, line breaks inside quotes): the rows as arrays. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

test('an author replaces a Word file with another and the compare view marks what was added and removed [REQ:FR-VER-2]', async ({ page }) => {
  await signInAs(page, 'author');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Document Management' }).click();
  await page.getByRole('button', { name: 'Create New SOP' }).click();
  await page.getByRole('menuitem', { name: /Upload New SOP/ }).click();
  const upload = page.getByRole('dialog', { name: 'Upload New SOP' });
  await upload.getByLabel('SOP Number', { exact: true }).fill(docNumber);
  await upload.getByLabel('SOP Title', { exact: true }).fill(title);
  await upload.getByLabel('Description', { exact: true }).fill('How staff gown before entering the clean room.');
  await upload.getByLabel('Department', { exact: true }).selectOption({ label: 'Quality Assurance' });
  await upload.getByLabel('Category', { exact: true }).selectOption({ label: 'Quality Management' });
  await upload.getByLabel('Change Reason', { exact: true }).fill('New procedure');
  await upload.getByLabel('Effective Date', { exact: true }).fill('2026-01-15');
  await upload.getByLabel('Review Date', { exact: true }).fill('2027-01-15');
  await upload.getByLabel('SOP file').setInputFiles(path.join(fixtures, 'tables.docx'));
  await upload.getByRole('button', { name: 'Upload SOP' }).click();
  await expect(page.getByText('SOP Uploaded Successfully')).toBeVisible({ timeout: 20_000 });

  await page.getByLabel('Search', { exact: true }).fill(docNumber);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  documentId = /documents\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
  expect(documentId).not.toBe('');

  // One version has nothing to compare with.
  await expect(page.getByRole('button', { name: 'Compare versions' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Replace File' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace File' });
  await replace.getByLabel('New file').setInputFiles(path.join(fixtures, 'simple-list.docx'));
  await replace.getByLabel('Change summary').fill('Replaced the table with a list');
  await replace.getByRole('button', { name: 'Upload New Version' }).click();
  await expect(page.getByText('File Replaced')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Versions' }).locator('tbody tr')).toHaveCount(2);
  // Reverting needs manage-versions, which an author does not hold.
  await expect(page.getByRole('button', { name: /^Revert to / })).toHaveCount(0);

  await waitForToasts(page);
  await page.getByRole('button', { name: 'Compare versions' }).click();
  const compare = page.getByRole('dialog', { name: 'Version Comparison' });
  await expect(compare.getByText(/\d+ insertions?/)).toBeVisible();
  // Side by side: the removed table text on the left, the new list on the right.
  await expect(compare.getByRole('region', { name: /^From / }).locator('del').filter({ hasText: 'Top left' })).toBeVisible();
  await expect(compare.getByRole('region', { name: /^To / }).locator('ins').filter({ hasText: 'Apple' })).toBeVisible();
  await shot(page, 'audit-compare-side-by-side');

  await compare.getByRole('tab', { name: 'Inline redline' }).click();
  const redline = compare.getByLabel('Inline redline');
  await expect(redline.locator('ins').filter({ hasText: 'Banana' })).toBeVisible();
  await expect(redline.locator('del').filter({ hasText: 'Bottom right' })).toBeVisible();
  await expect(redline.locator('ins').first()).toHaveCSS('text-decoration-line', 'underline');
  await expect(redline.locator('del').first()).toHaveCSS('text-decoration-line', 'line-through');
  await shot(page, 'audit-compare-inline');
});

test('the admin filters the audit log by the document, reads an event and exports the log as CSV [REQ:A11-9] [REQ:FR-AUD-3]', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audit & Version Control' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit & Version Control' })).toBeVisible();
  await expect(page.getByText(/^Audit trail intact — [\d,]+ events verified$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').first()).toBeVisible();
  // There is no way to clear the audit trail (DESIGN §4.4).
  await expect(page.getByRole('button', { name: /clear (audit|log)/i })).toHaveCount(0);
  await waitForToasts(page);
  await shot(page, 'audit-page');

  const picker = page.getByRole('combobox', { name: 'Document' });
  await picker.fill(docNumber);
  await page.getByRole('option', { name: new RegExp(docNumber) }).click();
  await expect(page).toHaveURL(new RegExp(`document=${documentId}`));
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table.locator('tbody tr').filter({ hasText: 'Document Version Created' })).toHaveCount(1);
  await expect(table.locator('tbody tr').filter({ hasText: 'Document Created' })).toHaveCount(1);
  await expect(table.locator('tbody tr').filter({ hasNotText: docNumber })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Version Management' })).toBeVisible();
  await shot(page, 'audit-filtered');

  await table.locator('tbody tr').filter({ hasText: 'Document Version Created' }).click();
  const details = page.getByRole('dialog', { name: 'Audit Log Details' });
  await expect(details.getByRole('table', { name: 'Old and new values' })).toBeVisible();
  await expect(details).toContainText(DEMO_ACCOUNTS.author.name);
  await expect(details).toContainText('Hash');
  await shot(page, 'audit-details');
  await details.getByRole('button', { name: 'Show raw JSON' }).click();
  await expect(details.getByText('New values')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  await waitForToasts(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-logs-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  const rows = parseCsv(fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  expect(rows[0]).toEqual([...AUDIT_CSV_COLUMNS]);
  const action = AUDIT_CSV_COLUMNS.indexOf('Action');
  const docTitle = AUDIT_CSV_COLUMNS.indexOf('Document Title');
  const created = rows.find((row) => row[action] === 'Document Created');
  expect(created?.[docTitle]).toBe(title);
  expect(created?.[AUDIT_CSV_COLUMNS.indexOf('Document ID')]).toBe(documentId);
  await expect(page.getByText('Audit Logs Exported')).toBeVisible();
});

test('the admin reverts the document to its first version with a reason, and the revert is logged [REQ:FR-VER-3]', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto(`/dashboard/admin/documents/${documentId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const versions = page.getByRole('table', { name: 'Versions' });
  await versions.getByRole('button', { name: /^Revert to / }).click();
  const dialog = page.getByRole('dialog', { name: /^Revert to / });
  await dialog.getByRole('button', { name: 'Revert', exact: true }).click();
  await expect(dialog.getByText('Please fill in all required fields for version revert.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The list format was not approved by QA');
  await shot(page, 'audit-revert-dialog');
  await dialog.getByRole('button', { name: 'Revert', exact: true }).click();
  await expect(page.getByText(`Reverting ${title} to version`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(versions.locator('tbody tr')).toHaveCount(3);

  await page.goto(`/dashboard/admin/audit?document=${documentId}`);
  const reverted = page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').filter({ hasText: 'Document Version Reverted' });
  await expect(reverted).toHaveCount(1);
  await expect(reverted).toContainText('The list format was not approved by QA');
});

test('an author has no audit module: no sidebar entry, and its address is refused (spec 01 §6) [REQ:FR-ROLE-3]', async ({ page }) => {
  await signInAs(page, 'author');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Document Management' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit & Version Control' })).toHaveCount(0);
  await page.goto('/dashboard/author/audit');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await shot(page, 'audit-author-refused');
});

test('the admin narrows the audit log to one user with the user picker', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto(`/dashboard/admin/audit?document=${documentId}`);
  const picker = page.getByRole('combobox', { name: 'User' });
  await picker.fill(DEMO_ACCOUNTS.author.name.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(DEMO_ACCOUNTS.author.email) }).click();
  await expect(page).toHaveURL(/user=[0-9a-f-]{36}/);
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table.locator('tbody tr').filter({ hasText: 'Document Created' })).toHaveCount(1);
  // The admin's revert is not the author's entry.
  await expect(table.locator('tbody tr').filter({ hasText: 'Document Version Reverted' })).toHaveCount(0);
  await expect(table.locator('tbody tr').filter({ hasNotText: DEMO_ACCOUNTS.author.name })).toHaveCount(0);
  await waitForToasts(page);
  await shot(page, 'audit-user-filter');
});

test('each summary card of the audit screen lists exactly the events it counts', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/dashboard/admin/audit');
  const countOf = async (card: string) => {
    const button = page.getByRole('button', { name: new RegExp(`^${card}`) });
    await expect(button.locator('.text-2xl')).toBeVisible();
    return (await button.locator('.text-2xl').innerText()).replaceAll(/[^0-9]/g, '');
  };
  for (const [card, param] of [['Security Events', 'group=security'], ['Document Events', 'entityType=document'], ['Last 24 Hours', 'last=24h']] as const) {
    const counted = await countOf(card);
    await page.getByRole('button', { name: new RegExp(`^${card}`) }).click();
    await expect(page).toHaveURL(new RegExp(param));
    await expect(page.getByRole('button', { name: new RegExp(`^${card}`) })).toHaveAttribute('aria-pressed', 'true');
    // The list's total under the card's filter is the card's figure (on a fresh server there may be none).
    if (counted === '0') {
      await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
    } else {
      const listed = page.getByText(/^Showing \d[\d,]*–\d[\d,]* of [\d,]+$/);
      await expect(listed).toBeVisible();
      expect(Number((await listed.innerText()).replace(/^.* of /, '').replaceAll(',', ''))).toBe(Number(await countOf(card)));
    }
    if (card === 'Security Events') {
      await expect(page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').filter({ hasText: 'Sign-in' }).first()).toBeVisible();
      await shot(page, 'audit-security-card');
    }
  }
  await page.getByRole('button', { name: /^Total Events/ }).click();
  await expect(page).not.toHaveURL(/group=|entityType=|last=/);
});
