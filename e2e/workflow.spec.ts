import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Role } from '@attest/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, shot, signIn, signInDialog } from './support';
import { expectToastClear } from './toast-clearance';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
/** Unique per run, so the spec can share one server with whatever earlier specs left behind. */
const run = Date.now().toString(36).toUpperCase();
const title = `Line Clearance ${run}`;
const docNumber = `SOP-WF-${run}`;
const reviewer = DEMO_ACCOUNTS.reviewer;
const approver = DEMO_ACCOUNTS.approver;

// One document goes through its whole life, each role in its own signed-in browser, in order.
test.describe.configure({ mode: 'serial' });
let documentId = '';

async function signInAs(page: Page, role: Role): Promise<void> {
  await signIn(page, DEMO_ACCOUNTS[role].email);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
}

async function openWorkflows(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Workflow Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workflow Management' })).toBeVisible();
}

async function openDocument(page: Page, role: Role): Promise<void> {
  await page.goto(`/dashboard/${role}/documents/${documentId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

function workflowAction(page: Page, label: string): Locator {
  return page.getByRole('list', { name: 'Available workflow actions' }).getByRole('button', { name: new RegExp(`^${label}`) });
}

/** Draws a signature-like stroke on the 500×200 pad with the real mouse. */
async function drawSignature(page: Page, pad: Locator): Promise<void> {
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (let step = 1; step <= 24; step++) {
    const x = 0.1 + (0.8 * step) / 24;
    await page.mouse.move(...at(x, 0.5 + 0.25 * Math.sin(step / 2)), { steps: 2 });
  }
  await page.mouse.up();
}

test('the author uploads an SOP and submits it for review to the demo reviewer and approver', async ({ page }) => {
  // A long journey (upload, submit, details, comments, timeline): 30 s was not enough on a loaded 2-core machine.
  test.slow();
  await signInAs(page, 'author');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Document Management' }).click();
  await page.getByRole('button', { name: 'Create New SOP' }).click();
  await page.getByRole('menuitem', { name: /Upload New SOP/ }).click();
  const upload = page.getByRole('dialog', { name: 'Upload New SOP' });
  await upload.getByLabel('SOP Number', { exact: true }).fill(docNumber);
  await upload.getByLabel('SOP Title', { exact: true }).fill(title);
  await upload.getByLabel('Description', { exact: true }).fill('How a packaging line is cleared between batches.');
  await upload.getByLabel('Department', { exact: true }).selectOption({ label: 'Quality Assurance' });
  await upload.getByLabel('Category', { exact: true }).selectOption({ label: 'Quality Management' });
  await upload.getByLabel('Change Reason', { exact: true }).fill('New procedure');
  await upload.getByLabel('Effective Date', { exact: true }).fill('2026-01-15');
  await upload.getByLabel('Review Date', { exact: true }).fill('2027-01-15');
  await upload.getByLabel('SOP file').setInputFiles(path.join(fixtures, 'tables.docx'));
  await upload.getByRole('button', { name: 'Upload SOP' }).click();
  await expect(page.getByText('SOP Uploaded Successfully')).toBeVisible({ timeout: 20_000 });

  await openWorkflows(page);
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit for Review' });
  // Nothing chosen yet: the spec's validation message.
  await dialog.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByText('Please select a SOP and assign reviewers and approvers.')).toBeVisible();
  await shot(page, 'workflow-submit-validation');

  await dialog.getByLabel('SOP', { exact: true }).selectOption({ label: `${title} (${docNumber})` });
  await dialog.getByRole('checkbox', { name: new RegExp(reviewer.name) }).check();
  await dialog.getByRole('checkbox', { name: new RegExp(approver.name) }).check();
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByLabel('Comment').fill('Please review the new line clearance procedure.');
  await shot(page, 'workflow-submit-dialog');
  await dialog.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByText('SOP has been submitted for review successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('PENDING REVIEW');
  await expect(row).toContainText('In Review');
  await expect(row).toContainText(reviewer.name);
  await expect(row).toContainText(approver.name);
  await expect(row).toContainText('High', { ignoreCase: true });
  await shot(page, 'workflow-list-author');

  // The details dialog: overview with the assignments, the comments and the timeline.
  await row.getByRole('button', { name: `Details of ${title}` }).click();
  const details = page.getByRole('dialog', { name: 'Workflow Details' });
  await expect(details.getByRole('table', { name: 'Assignments' })).toContainText(reviewer.name);
  await details.getByRole('tab', { name: /Comments/ }).click();
  await expect(details.getByRole('button', { name: 'Add Comment' })).toBeDisabled();
  await details.getByLabel('Add a comment').fill('The cleaning log template is attached to the procedure.');
  await details.getByRole('button', { name: 'Add Comment' }).click();
  await expectToastClear(page, 'Comment Added', 'toast-comment-in-dialog');
  await expect(details.getByRole('list', { name: 'Comments' }).getByRole('listitem')).toHaveCount(2);
  await details.getByRole('tab', { name: 'Timeline' }).click();
  await expect(details.getByRole('list', { name: 'Timeline' })).toContainText('Submitted for review');
  await shot(page, 'workflow-details-timeline');

  const link = details.getByRole('link', { name: title });
  await details.getByRole('tab', { name: 'Overview' }).click();
  documentId = /documents\/([0-9a-f-]{36})/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
  expect(documentId).not.toBe('');
});

test('the reviewer sees the pending review, completes it and submits the SOP for approval [REQ:FR-LC-2]', async ({ page }) => {
  await signInAs(page, 'reviewer');
  const pending = page.getByRole('link', { name: /^Pending Reviews / });
  await expect(pending).toContainText(/[1-9]/);
  await shot(page, 'workflow-dashboard-reviewer');
  await pending.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workflow Management' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Review ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Review' });
  await dialog.getByRole('radio', { name: 'Approve' }).check();
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText('Please provide a comment for your review.')).toBeVisible();
  await dialog.getByLabel('Comment').fill('Steps are complete and match the line layout.');
  await shot(page, 'workflow-review-dialog');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('SOP has been approved successfully.')).toBeVisible();
  // Reviewers see only what waits for their review.
  await expect(row).toBeHidden();

  // The review page names the people of the workflow.
  await page.goto(`/dashboard/reviewer/documents/${documentId}/review`);
  const roles = page.getByRole('region', { name: 'Document Roles' });
  await expect(roles).toContainText(reviewer.email);
  await expect(roles).toContainText(approver.email);
  await shot(page, 'workflow-review-page', true);

  await openDocument(page, 'reviewer');
  await expect(page.getByRole('navigation', { name: 'Workflow stage' })).toBeVisible();
  await workflowAction(page, 'Submit for Approval').click();
  const submit = page.getByRole('dialog', { name: 'Submit for Approval' });
  await expect(submit).toContainText(approver.name);
  await expect(submit.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await submit.getByLabel('Comment').fill('Review complete; ready for approval.');
  await submit.getByRole('button', { name: 'Confirm' }).click();
  await expect(submit).toBeHidden();
  await expectToastClear(page, 'Action Completed', 'toast-action-completed');
  await expect(page.getByRole('heading', { level: 1, name: title }).locator('..')).toContainText('Pending Approval');
  await shot(page, 'workflow-document-pending-approval');
});

test('the approver approves with a drawn electronic signature [REQ:FR-LC-3] [REQ:P11-200]', async ({ page }) => {
  await signInAs(page, 'approver');
  const pending = page.getByRole('link', { name: /^Pending Approvals / });
  await expect(pending).toContainText(/[1-9]/);
  await pending.click();

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('PENDING APPROVAL');
  await row.getByRole('button', { name: `Review ${title}` }).click();
  const review = page.getByRole('dialog', { name: 'Approval Review' });
  await review.getByRole('radio', { name: 'Approve' }).check();
  await review.getByLabel('Comment').fill('Approved for use on all packaging lines.');
  await review.getByRole('button', { name: 'Continue to Signature' }).click();

  // Step 1: the signer's own credentials, checked by the server; a wrong password costs an attempt.
  const dialog = page.getByRole('dialog', { name: 'Electronic Signature' });
  await dialog.getByLabel('Email address').fill(approver.email);
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Authentication failed. 2 attempts remaining.');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');
  await shot(page, 'workflow-signature-password');
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page.getByText('Authentication Successful')).toBeVisible();

  // Step 2: the meaning, a drawn mark, the comment carried over, and consent.
  await expect(dialog.getByRole('region', { name: 'Meaning of this signature' })).toContainText('Approved');
  await expect(dialog.getByLabel('Comment')).toHaveValue('Approved for use on all packaging lines.');
  const complete = dialog.getByRole('button', { name: 'Complete Signature' });
  await expect(complete).toBeDisabled();
  await drawSignature(page, dialog.getByRole('img', { name: /Signature drawing area/ }));
  await expect(dialog.getByText('Signature drawn.')).toBeVisible();
  await expect(complete).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /agree to the legal disclaimer/ }).check();
  await expect(complete).toBeEnabled();
  await shot(page, 'workflow-signature-draw');
  await complete.click();

  await expect(page.getByText('Document Signed')).toBeVisible();
  await expect(dialog.getByText('Signature Complete')).toBeVisible();
  await shot(page, 'workflow-signature-complete');
  await expect(dialog).toBeHidden({ timeout: 5000 });

  await openDocument(page, 'approver');
  const signatures = page.getByRole('table', { name: 'Signatures' });
  await expect(signatures).toContainText(approver.name);
  await expect(signatures).toContainText('Approved');
  await expect(signatures).toContainText('UTC');
  await expect(signatures).toContainText('Drawn');
  await expect(signatures.getByText('Verified')).toBeVisible();
  await signatures.scrollIntoViewIfNeeded();
  await shot(page, 'workflow-document-signatures');
});

test('the admin assesses the approved SOP and makes it effective [REQ:FR-LC-4]', async ({ page }) => {
  await signInAs(page, 'admin');
  await openDocument(page, 'admin');
  const header = page.getByRole('heading', { level: 1, name: title }).locator('..');
  await expect(header).toContainText('Approved');

  // Completed stages carry the real date, person and comment.
  await page.getByRole('button', { name: /^Review: completed/ }).hover();
  await expect(page.getByRole('tooltip')).toContainText('Review completed');
  await expect(page.getByRole('tooltip')).toContainText(reviewer.name);
  await expect(page.getByRole('tooltip')).toContainText('Review complete; ready for approval.');
  await shot(page, 'workflow-stage-bar-tooltip');

  await workflowAction(page, 'Internal Assessment').click();
  const dialog = page.getByRole('dialog', { name: 'Admin Internal Assessment' });
  await expect(dialog.getByRole('radio', { name: /Approve and make effective/ })).toBeChecked();
  await expect(dialog.getByLabel('Review period')).toHaveValue('12');
  await dialog.getByLabel('Assessment notes').fill('Too short');
  await dialog.getByRole('button', { name: 'Complete Assessment' }).click();
  await expect(page.getByText('Please correct the errors before submitting.')).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('Assessment notes must be at least 10 characters long');
  await shot(page, 'workflow-assessment-errors');

  await dialog.getByLabel('Assessment notes').fill('Change control CC-114 closed; training records complete.');
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByLabel('Review period').selectOption('24');
  await shot(page, 'workflow-assessment-dialog');
  await dialog.getByRole('button', { name: 'Complete Assessment' }).click();
  // Approving and making effective is signed "Released".
  await signInDialog(page, DEMO_ACCOUNTS.admin.email);
  await expect(page.getByText('Assessment Complete')).toBeVisible();
  await expect(page.getByText('Document Made Effective')).toBeVisible();
  await expect(header).toContainText('Effective');
  // In force: the stage bar's last step, Effective, is the current one (spec 02 §4 Stage bar mapping).
  await expect(page.getByRole('navigation', { name: 'Workflow stage' }).locator('[aria-current="step"]')).toContainText('Effective');
  await shot(page, 'workflow-document-effective', true);
});

test('a new version goes through review, approval and release again and supersedes the first [REQ:FR-LC-5]', async ({ page }) => {
  // Five sign-ins and a whole signed lifecycle in the browser: near the default 30 s on a loaded machine.
  test.slow();
  // The author starts version two.
  await signInAs(page, 'author');
  await openDocument(page, 'author');
  await workflowAction(page, 'New Version').click();
  const newVersion = page.getByRole('dialog', { name: 'New Version' });
  await newVersion.getByLabel('Change reason').fill('Adds the second packaging line.');
  await newVersion.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Action Completed')).toBeVisible();
  const header = page.getByRole('heading', { level: 1, name: title }).locator('..');
  await expect(header).toContainText('Draft');

  await workflowAction(page, 'Submit for Review').click();
  const submit = page.getByRole('dialog', { name: 'Submit for Review' });
  await expect(submit).toContainText(docNumber);
  await submit.getByRole('checkbox', { name: new RegExp(reviewer.name) }).check();
  await submit.getByRole('checkbox', { name: new RegExp(approver.name) }).check();
  await submit.getByLabel('Comment').fill('Second line added; please review.');
  await submit.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByText('SOP Submitted')).toBeVisible();
  await expect(header).toContainText('In Review');
  await shot(page, 'workflow-new-version-in-review');

  // The reviewer works from the review page this time.
  await page.context().clearCookies();
  await signInAs(page, 'reviewer');
  await page.goto(`/dashboard/reviewer/documents/${documentId}/review`);
  const reviewCard = page.getByRole('region', { name: 'Review Actions' });
  await expect(reviewCard.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await reviewCard.getByLabel('Review comment').fill('Second line steps verified.');
  await reviewCard.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog', { name: 'Approve this document?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Document approved successfully')).toBeVisible();
  await expect(reviewCard).toBeHidden();
  await shot(page, 'workflow-review-page-approved');
  await openDocument(page, 'reviewer');
  await expect(header).toContainText('Reviewed');
  await workflowAction(page, 'Submit for Approval').click();
  const toApproval = page.getByRole('dialog', { name: 'Submit for Approval' });
  await toApproval.getByLabel('Comment').fill('Ready for approval.');
  await toApproval.getByRole('button', { name: 'Confirm' }).click();
  await expect(header).toContainText('Pending Approval');

  // The approver signs with a typed signature.
  await page.context().clearCookies();
  await signInAs(page, 'approver');
  await openDocument(page, 'approver');
  await workflowAction(page, 'Approve').click();
  const sign = page.getByRole('dialog', { name: 'Electronic Signature' });
  await sign.getByLabel('Email address').fill(approver.email);
  await sign.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await sign.getByRole('button', { name: 'Authenticate' }).click();
  await sign.getByRole('tab', { name: 'Type' }).click();
  await expect(sign.getByLabel('Full name')).toHaveValue(approver.name);
  await expect(sign.getByRole('img', { name: `Typed signature of ${approver.name}` })).toBeVisible();
  await sign.getByLabel('Comment').fill('Approved.');
  await sign.getByRole('checkbox', { name: /agree to the legal disclaimer/ }).check();
  await shot(page, 'workflow-signature-typed');
  await sign.getByRole('button', { name: 'Complete Signature' }).click();
  await expect(page.getByText('Document Signed')).toBeVisible();
  await expect(sign).toBeHidden({ timeout: 5000 });
  await expect(header).toContainText('Approved');

  // The admin releases it with Make Effective; the first version becomes obsolete (superseded).
  await page.context().clearCookies();
  await signInAs(page, 'admin');
  await openDocument(page, 'admin');
  await workflowAction(page, 'Make Effective').click();
  const effective = page.getByRole('dialog', { name: 'Make Effective' });
  await expect(effective.getByLabel('Next review date')).not.toHaveText('—');
  await effective.getByRole('button', { name: 'Make Effective' }).click();
  // Make Effective is signed, meaning "Released".
  const release = page.getByRole('dialog', { name: 'Electronic Signature' });
  await release.getByLabel('Email address').fill(DEMO_ACCOUNTS.admin.email);
  await release.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await release.getByRole('button', { name: 'Authenticate' }).click();
  await release.getByRole('tab', { name: 'Type' }).click();
  await release.getByRole('checkbox', { name: /agree to the legal disclaimer/ }).check();
  await shot(page, 'workflow-release-signature');
  await release.getByRole('button', { name: 'Complete Signature' }).click();
  await expect(page.getByText('Action Completed')).toBeVisible();
  await expect(header).toContainText('Effective');

  const versions = page.getByRole('table', { name: 'Versions' });
  await expect(versions.locator('tbody tr')).toHaveCount(2);
  const detail = (await (await page.request.get(`/api/documents/${documentId}`)).json()) as { versions: { revision: number; status: string }[] };
  const byRevision = Object.fromEntries(detail.versions.map((v) => [v.revision, v.status]));
  expect(byRevision).toEqual({ 1: 'superseded', 2: 'effective' });
  // And on screen: the newest revision is Effective v2, the one it replaced Superseded.
  await expect(versions.locator('tbody tr').nth(0)).toContainText('Effective v2');
  await expect(versions.locator('tbody tr').nth(1)).toContainText('Superseded');
  // Each release is signed too: approval and release of v1, then of v2.
  const signatures = page.getByRole('table', { name: 'Signatures' }).locator('tbody tr');
  await expect(signatures).toHaveCount(4);
  await expect(signatures.filter({ hasText: 'Released' })).toHaveCount(2);
  await expect(signatures.filter({ hasText: 'Approved' })).toHaveCount(2);
  await versions.scrollIntoViewIfNeeded();
  await shot(page, 'workflow-superseded-versions');
});

test('the admin finds a running workflow, aborts it with a reason, and the document returns to draft [REQ:FR-LC-6]', async ({ page }) => {
  // A draft submitted for review through the API, as the Submit for Review dialog would.
  await signInAs(page, 'author');
  const session = (await (await page.request.get('/api/auth/session')).json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': session.csrfToken };
  const get = async <T>(url: string) => (await (await page.request.get(url)).json()) as T;
  const [departments, categories, reviewers, approvers] = await Promise.all([
    get<{ id: string }[]>('/api/departments'),
    get<{ id: string }[]>('/api/categories'),
    get<{ id: string }[]>('/api/users/assignable?role=reviewer'),
    get<{ id: string }[]>('/api/users/assignable?role=approver'),
  ]);
  const aborted = `Abort Me ${run}`;
  const created = await page.request.post('/api/documents', {
    headers,
    data: { title: aborted, categoryId: categories[0]!.id, departmentId: departments[0]!.id },
  });
  const { id, rowVersion } = (await created.json()) as { id: string; rowVersion: number };
  // A draft without a file cannot be submitted: attach one first.
  const attached = await page.request.post(`/api/documents/${id}/file`, {
    headers,
    multipart: { metadata: JSON.stringify({ changeSummary: 'File attached', rowVersion }), file: { name: 'tables.docx', mimeType: 'application/octet-stream', buffer: fs.readFileSync(path.join(fixtures, 'tables.docx')) } },
  });
  expect(attached.status()).toBe(200);
  const submitted = await page.request.post(`/api/documents/${id}/actions`, {
    headers,
    data: { action: 'submit_for_review', reviewers: [reviewers[0]!.id], approvers: [approvers[0]!.id], comment: 'Please review.' },
  });
  expect(submitted.status()).toBe(200);

  await page.context().clearCookies();
  await signInAs(page, 'admin');
  await openWorkflows(page);
  await page.getByLabel('Search', { exact: true }).fill(aborted);
  await expect(page).toHaveURL(/q=Abort/);
  await page.getByLabel('Status', { exact: true }).selectOption('in-review');
  const rows = page.getByRole('table', { name: 'Workflows' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('button', { name: `Abort workflow of ${aborted}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Abort Workflow' });
  await expect(dialog.getByRole('button', { name: 'Abort Workflow' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Superseded by a corporate procedure.');
  await shot(page, 'workflow-abort-dialog');
  await dialog.getByRole('button', { name: 'Abort Workflow' }).click();
  await expect(page.getByText('Workflow Aborted')).toBeVisible();

  // Filtered by in-review it is gone; with the filters cleared it shows as back in draft, aborted.
  await expect(page.getByText('No workflows found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await page.getByLabel('Search', { exact: true }).fill(aborted);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('DRAFT');
  await expect(rows.first()).toContainText('Aborted');
  await rows.first().getByRole('button', { name: `Details of ${aborted}` }).click();
  await expect(page.getByRole('dialog', { name: 'Workflow Details' })).toContainText('Superseded by a corporate procedure.');
  await shot(page, 'workflow-aborted-details');
});
