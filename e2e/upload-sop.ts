import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** Uploads a fixture file as a new SOP through Document Management's Upload New SOP dialog, as an author would. */
export async function uploadSop(page: Page, input: { title: string; docNumber: string; file: string }): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Document Management' }).click();
  await page.getByRole('button', { name: 'Create New SOP' }).click();
  await page.getByRole('menuitem', { name: /Upload New SOP/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload New SOP' });
  await dialog.getByLabel('SOP Number', { exact: true }).fill(input.docNumber);
  await dialog.getByLabel('SOP Title', { exact: true }).fill(input.title);
  await dialog.getByLabel('Description', { exact: true }).fill('Checks the full-screen viewer.');
  await dialog.getByLabel('Department', { exact: true }).selectOption({ label: 'Quality Assurance' });
  await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Quality Management' });
  await dialog.getByLabel('Change Reason', { exact: true }).fill('New procedure');
  await dialog.getByLabel('Effective Date', { exact: true }).fill('2026-01-15');
  await dialog.getByLabel('Review Date', { exact: true }).fill('2027-01-15');
  await dialog.getByLabel('SOP file').setInputFiles(path.join(fixtures, input.file));
  await dialog.getByRole('button', { name: 'Upload SOP' }).click();
  // The upload hashes and stores the file: slower than 5 s when the machine is busy.
  await expect(page.getByText('SOP Uploaded Successfully')).toBeVisible({ timeout: 20_000 });
}
