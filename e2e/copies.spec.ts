import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { effectiveDocument, fixtures, releaseNextVersion } from './api-session';
import { DEMO_ACCOUNTS, shot, signIn } from './support';

const run = Date.now().toString(36).toUpperCase();

test('a coordinator prints 3 controlled copies, and once the next version is effective they are to recall and their status page says superseded [REQ:FR-CPY-2] [REQ:FR-CPY-1]', async ({ page, playwright, baseURL }) => {
  // Two signed lifecycles through the API, a print and four screens.
  test.slow();
  const docNumber = `COPY-${run}`;
  const title = `Line clearance ${docNumber}`;
  const newContext = () => playwright.request.newContext({ baseURL });
  const doc = await effectiveDocument(newContext, { docNumber, title, file: 'basicapi.pdf' });
  const sourcePages = (await PDFDocument.load(fs.readFileSync(path.join(fixtures, 'basicapi.pdf')))).getPageCount();

  await signIn(page, DEMO_ACCOUNTS.document_coordinator.email);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Document Management' }).click();
  await page.getByLabel('Search', { exact: true }).fill(title);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Print' }).click();

  // The dialog's checks, in the spec's words, before anything reaches the server.
  const dialog = page.getByRole('dialog', { name: 'Print copies' });
  await expect(dialog).toContainText(`${docNumber} · ${title}, version 1`);
  await dialog.getByLabel('Copies').fill('0');
  await dialog.getByRole('button', { name: 'Print' }).click();
  await expect(dialog.getByText('Please choose between 1 and 10 copies.')).toBeVisible();
  await expect(dialog.getByText('Please provide a purpose for printing.')).toBeVisible();
  await expect(dialog.getByLabel('Copies')).toBeFocused();
  await shot(page, 'print-dialog-errors');
  await dialog.getByLabel('Copies').fill('11');
  await dialog.getByLabel('Purpose').fill('Line 3 work station');
  await dialog.getByRole('button', { name: 'Print' }).click();
  await expect(dialog.getByText('Please choose between 1 and 10 copies.')).toBeVisible();
  await expect(dialog.getByText('Please provide a purpose for printing.')).toHaveCount(0);

  await dialog.getByLabel('Copies').fill('3');
  await dialog.getByRole('radio', { name: 'Controlled copy', exact: true }).click();
  // A controlled copy is issued to someone: a user, or a named person and where they keep it.
  await dialog.getByRole('button', { name: 'Print' }).click();
  await expect(dialog.getByText('A controlled copy needs a holder: pick a user, or give a name and a location.')).toBeVisible();
  await expect(dialog.getByLabel('Or a holder without an account')).toBeFocused();
  await expect(dialog.getByLabel('Or a holder without an account')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'print-dialog-holder-required');
  await dialog.getByLabel('Or a holder without an account').fill('Line 3 supervisor');
  await dialog.getByRole('button', { name: 'Print' }).click();
  await expect(dialog.getByText('Please give the location where the holder keeps the copy.')).toBeVisible();
  await expect(dialog.getByLabel('Location')).toBeFocused();
  await dialog.getByLabel('Location').fill('Building 2, cleanroom B');
  await shot(page, 'print-dialog-filled');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Print' }).click();
  const download = await downloading;
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Controlled copy printed (3 copies).' })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(download.suggestedFilename()).toBe(`${docNumber}-v1-controlled-copies.pdf`);
  const stamped = await PDFDocument.load(fs.readFileSync(await download.path()));
  // Each copy is the record, then its signature page and its revision history page (P11-50).
  expect(stamped.getPageCount()).toBe(3 * (sourcePages + 2));

  // The document page counts the copies out, and each links to its status page.
  await page.goto(`/dashboard/document_coordinator/documents/${doc.id}`);
  const card = page.getByRole('region', { name: 'Controlled Copies' });
  const issued = card.getByRole('term').filter({ hasText: 'Issued' }).locator('xpath=following-sibling::dd[1]');
  await expect(issued).toHaveText('3');
  const statusLinks = card.getByRole('link', { name: /^Controlled #\d/ });
  await expect(statusLinks).toHaveCount(3);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'document-copies-card');
  const copyPath = await statusLinks.first().getAttribute('href');
  expect(copyPath).toMatch(/^\/copies\/[0-9a-f-]{36}$/);

  await page.goto(copyPath!);
  await expect(page.getByRole('status')).toContainText('Current: this copy’s version is the one in force.');
  await expect(page.getByText('Line 3 supervisor')).toBeVisible();

  await releaseNextVersion(newContext, doc.id);
  await page.reload();
  await expect(page.getByRole('status')).toContainText('Superseded: a later version is in force. Do not use this copy.');
  await expect(page.getByRole('status')).toContainText(/Replaced by version \S+, effective /);
  await expect(page.getByText('To recall')).toBeVisible();
  await shot(page, 'copy-status-superseded');

  // The Controlled Copies screen lists them to recall; one comes back, with the reason the audit trail keeps.
  await page.goto('/dashboard/document_coordinator');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Controlled Copies' }).click();
  await page.getByRole('button', { name: /^To recall/ }).click();
  await page.getByLabel('Search', { exact: true }).fill(docNumber);
  const rows = page.getByRole('row').filter({ hasText: docNumber });
  await expect(rows).toHaveCount(3);
  await shot(page, 'copies-to-recall');
  const firstNumber = (await rows.first().getByRole('link', { name: /^Status page of copy/ }).textContent())!.replace(/\D+/g, '');
  await page.getByRole('button', { name: `Actions for copy ${firstNumber} of ${docNumber}` }).click();
  await page.getByRole('menuitem', { name: 'Mark returned' }).click();
  const reconcile = page.getByRole('dialog', { name: `Mark copy ${firstNumber} returned` });
  await reconcile.getByRole('button', { name: 'Record' }).click();
  await expect(reconcile.getByText('Please give a reason.')).toBeVisible();
  await reconcile.getByLabel('Reason').fill('Collected from the holder at the line');
  await reconcile.getByRole('button', { name: 'Record' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: `Copy ${firstNumber} marked returned` })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: /^Returned/ }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Reason: Collected from the holder at the line');
  await shot(page, 'copies-returned');
});
