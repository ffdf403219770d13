import { expect, test } from '@playwright/test';
import { effectiveDocument } from './api-session';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, enterEmail, enterPassword, shot, signIn } from './support';

const run = Date.now().toString(36).toUpperCase();

test("a released SOP's viewer ends with its signatures; a signature's QR leads, through sign-in, to its verification [REQ:P11-50]", async ({ page, playwright, baseURL }) => {
  test.slow();
  const docNumber = `MANIF-${run}`;
  const title = `Signed record ${docNumber}`;
  const doc = await effectiveDocument(() => playwright.request.newContext({ baseURL }), { docNumber, title, file: 'basicapi.pdf' });

  await signIn(page, DEMO_ACCOUNTS.document_coordinator.email);
  await page.goto(`/dashboard/document_coordinator/documents/${doc.id}/view`);
  // basicapi.pdf's three pages, then the signature page and the revision history page; the first open makes them.
  await expect(page.getByText('of 5', { exact: true })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('navigation', { name: 'Thumbnails' }).getByRole('button', { name: 'Page 4' }).click();
  const signaturePage = page.locator('.page[data-page-number="4"]');
  await expect(signaturePage.locator('.textLayer').getByText('Electronic Signatures')).toBeAttached();
  await expect(signaturePage.locator('.textLayer').getByText('Meaning: Approved')).toBeAttached();
  await expect(signaturePage.locator('.textLayer').getByText('Meaning: Released')).toBeAttached();
  await signaturePage.scrollIntoViewIfNeeded();
  await shot(page, 'viewer-signature-page');
  await page.getByRole('navigation', { name: 'Thumbnails' }).getByRole('button', { name: 'Page 5' }).click();
  await expect(page.locator('.page[data-page-number="5"] .textLayer').getByText('Revision History')).toBeAttached();
  await shot(page, 'viewer-revision-history-page');

  const signatures = (await (await page.request.get(`/api/documents/${doc.id}/signatures`)).json()) as { id: string; signerName: string }[];
  const approval = signatures[0]!;

  // Scanned by someone signed out: sign-in first, then the verification.
  await page.context().clearCookies();
  await page.goto(`/signatures/${approval.id}`);
  await expect(page).toHaveURL(/\/login\?open=/);
  await enterEmail(page, DEMO_ACCOUNTS.document_coordinator.email);
  await enterPassword(page, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/signatures/${approval.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Electronic signature' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Valid: the signature and the content it signed are unchanged');
  await expect(page.getByText(approval.signerName)).toBeVisible();
  await expect(page.getByText(`${docNumber} ${title}`)).toBeVisible();
  await expect(page.getByText('Signed content unchanged')).toBeVisible();
  await shot(page, 'signature-verification-page');
});
