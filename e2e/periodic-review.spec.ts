import { expect, test } from '@playwright/test';
import type { PeriodicReviewListResponse, PeriodicReviewResponse } from '@attest/domain';
import { apiAs, effectiveDocument } from './api-session';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, shot, signIn } from './support';

const run = Date.now().toString(36).toUpperCase();

test('the owner finds the periodic review on their dashboard, signs "no change needed", and the Periodic Review card shows the new dates [REQ:FR-PR-2]', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const docNumber = `PR-${run}`;
  const title = `Tablet press cleaning ${docNumber}`;
  const newContext = () => playwright.request.newContext({ baseURL });
  const doc = await effectiveDocument(newContext, { docNumber, title, file: 'basicapi.pdf' });
  const author = await apiAs(await newContext(), 'author');

  // A coordinator sets a lead time long enough that the review window is open today: the task opens at once.
  const coordinator = await apiAs(await newContext(), 'document_coordinator');
  const planned = await coordinator.patch<PeriodicReviewResponse>(`/api/documents/${doc.id}/periodic-review`, { daysBeforeStart: 365 });
  expect(planned.lastReviewDate).toBeNull();
  await expect
    .poll(async () => (await author.get<PeriodicReviewListResponse>('/api/periodic-reviews?pageSize=100')).items.some((task) => task.documentId === doc.id), { timeout: 30_000 })
    .toBe(true);

  // The owner's dashboard counts it and opens the list of their reviews.
  await signIn(page, DEMO_ACCOUNTS.author.email);
  const card = page.getByRole('link', { name: /Periodic Reviews Due/ });
  await expect(card).toBeVisible();
  await shot(page, 'periodic-review-dashboard');
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Periodic Reviews' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: docNumber });
  await expect(row).toContainText('Open');
  await shot(page, 'periodic-review-list');
  await row.getByRole('link', { name: docNumber }).click();

  // The document's Periodic Review card: the spec's fields and the owner's actions.
  const section = page.getByRole('region', { name: 'Periodic Review' });
  await expect(section).toContainText('Every 12 months');
  await expect(section).toContainText('Never');
  await expect(section).toContainText(`Next review${planned.nextReviewDate}`);
  await expect(section).toContainText('Days before start365');
  await expect(section).toContainText(`Review owner${DEMO_ACCOUNTS.author.name}`);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'periodic-review-card-open');

  await section.getByRole('button', { name: 'No change needed' }).click();
  const sign = page.getByRole('dialog', { name: 'Electronic Signature' });
  await sign.getByLabel('Email address').fill(DEMO_ACCOUNTS.author.email);
  await sign.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await sign.getByRole('button', { name: 'Authenticate' }).click();
  await expect(sign).toContainText('Reviewed');
  await sign.getByRole('tab', { name: 'Type' }).click();
  await expect(sign.getByRole('img', { name: `Typed signature of ${DEMO_ACCOUNTS.author.name}` })).toBeVisible();
  await sign.getByRole('checkbox', { name: /agree to the legal disclaimer/ }).check();
  await shot(page, 'periodic-review-signature');
  await sign.getByRole('button', { name: 'Complete Signature' }).click();
  await expect(page.getByText('Periodic review completed')).toBeVisible();
  await expect(sign).toBeHidden({ timeout: 5000 });

  // Last reviewed today; the next review a frequency later; the task completed and off the owner's list.
  const done = await author.get<PeriodicReviewResponse>(`/api/documents/${doc.id}/periodic-review`);
  expect(done.lastReviewDate).not.toBeNull();
  expect(done.currentReview).toMatchObject({ status: 'completed', outcome: 'no-change' });
  await expect(section).toContainText(`Last review${done.lastReviewDate}`);
  await expect(section).toContainText(`Next review${done.nextReviewDate}`);
  await expect(section).toContainText('Completed');
  await expect(section).toContainText('No change needed');
  await expect(section.getByRole('button', { name: 'No change needed' })).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'periodic-review-card-done');
  expect((await author.get<PeriodicReviewListResponse>('/api/periodic-reviews?pageSize=100')).items.some((task) => task.documentId === doc.id)).toBe(false);
});

test('a coordinator brings a review forward after an incident: a new review date, then the review started now', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const docNumber = `PRF-${run}`;
  const title = `Filling line clearance ${docNumber}`;
  const newContext = () => playwright.request.newContext({ baseURL });
  const doc = await effectiveDocument(newContext, { docNumber, title, file: 'basicapi.pdf' });
  const before = await (await apiAs(await newContext(), 'document_coordinator')).get<PeriodicReviewResponse>(`/api/documents/${doc.id}/periodic-review`);

  await signIn(page, DEMO_ACCOUNTS.document_coordinator.email);
  await page.goto(`/dashboard/document_coordinator/documents/${doc.id}`);
  const section = page.getByRole('region', { name: 'Periodic Review' });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toContainText(`Next review${before.nextReviewDate}`);

  // A new date needs a reason; the button stays off until there is one.
  await section.getByRole('button', { name: 'Change review date' }).click();
  const moveDialog = page.getByRole('dialog', { name: 'Change the next review date' });
  const earlier = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  await moveDialog.getByLabel('Next review date').fill(earlier);
  await expect(moveDialog.getByRole('button', { name: 'Change date' })).toBeDisabled();
  await moveDialog.getByLabel('Reason').fill('Deviation DEV-104 on line 3');
  await shot(page, 'periodic-review-change-date');
  await moveDialog.getByRole('button', { name: 'Change date' }).click();
  await expect(page.getByText('Review date changed')).toBeVisible();
  await expect(section).toContainText(`Next review${earlier}`);

  // Started now, for cause: the task opens today for its owner.
  await section.getByRole('button', { name: 'Start review now' }).click();
  const startDialog = page.getByRole('dialog', { name: 'Start the periodic review now' });
  await startDialog.getByLabel('Reason').fill('CAPA-17: cleaning validation failed');
  await startDialog.getByRole('button', { name: 'Start review' }).click();
  await expect(page.getByText('Periodic review started')).toBeVisible();
  await expect(section).toContainText('Open');
  await expect(section.getByRole('button', { name: 'Start review now' })).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'periodic-review-started-now');
});
