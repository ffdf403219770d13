import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, shot, signIn } from './support';

// System Administration → Integrations: the administrator registers a webhook endpoint and sees its secret once,
// issues a SCIM token and sees it once, and connects the LMS and tests the connection. The webhook receiver and the
// LRS are one small server on 127.0.0.1 (allowed by start-server.mjs: WEBHOOK_ALLOWED_ADDRESSES, WEBHOOK_ALLOW_HTTP, LMS_ALLOWED_ADDRESSES
// and LMS_ALLOW_HTTP).
const run = Date.now().toString(36).toUpperCase();
let receiver: Server;
let origin: string;

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    // The LRS: GET {endpoint}/about names its xAPI versions; anything else (a webhook, a statement) is accepted.
    if (req.method === 'GET' && req.url?.endsWith('/about')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version: ['1.0.3'] }));
      return;
    }
    req.resume().on('end', () => res.writeHead(204).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** The dialog that shows a secret once: its value, after checking the warning is there. */
async function readShownSecret(page: Page, title: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText('Copy it now: it is shown this once and cannot be shown again.')).toBeVisible();
  return (await dialog.getByTestId('shown-secret').textContent()) ?? '';
}

test('the administrator adds a webhook endpoint, issues a SCIM token and connects the LMS, each secret shown once', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, DEMO_ACCOUNTS.admin.email);
  await page.goto('/dashboard/admin/system');
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/system\?tab=integrations$/);
  // Every tab of System Administration shows whole inside its row (the row wraps rather than hiding the last ones).
  const row = (await page.getByRole('tablist').boundingBox())!;
  for (const tab of await page.getByRole('tab').all()) {
    const box = (await tab.boundingBox())!;
    const name = await tab.textContent();
    expect(box.x, `${name} starts inside the tab row`).toBeGreaterThanOrEqual(row.x - 0.5);
    expect(box.x + box.width, `${name} ends inside the tab row`).toBeLessThanOrEqual(row.x + row.width + 0.5);
  }

  // Webhooks: add an endpoint; its signing secret is shown once, and copied.
  const hookUrl = `${origin}/hooks/${run}`;
  await page.getByRole('button', { name: 'Add Endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'Add Endpoint' });
  await form.getByLabel('URL', { exact: true }).fill(hookUrl);
  await form.getByRole('checkbox', { name: /Document effective/ }).check();
  await form.getByRole('checkbox', { name: /Document made obsolete/ }).check();
  await shot(page, 'integrations-webhook-form');
  await form.getByRole('button', { name: 'Save' }).click();
  const secret = await readShownSecret(page, 'Signing secret');
  expect(secret).toMatch(/^whsec_/);
  await page.getByRole('button', { name: 'Copy the signing secret' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shot(page, 'integrations-webhook-secret');
  await page.getByRole('button', { name: 'Done' }).click();
  // The keyboard is back on the button that started it, not at the top of the page.
  await expect(page.getByRole('button', { name: 'Add Endpoint' })).toBeFocused();
  const endpoint = page.getByRole('table', { name: 'Webhooks' }).getByRole('row').filter({ hasText: hookUrl });
  await expect(endpoint).toContainText('Active');
  await expect(endpoint).toContainText('Document effective');
  await expect(page.getByText(secret)).toHaveCount(0);

  // Its deliveries: none yet.
  await endpoint.getByRole('button', { name: `Deliveries of ${hookUrl}` }).click();
  await expect(page.getByText('Nothing has been sent to this endpoint yet.')).toBeVisible();
  await page.keyboard.press('Escape');

  // SCIM: the base URL, and a token shown once.
  await expect(page.getByText(/\/scim\/v2$/)).toBeVisible();
  const tokenName = `Okta ${run}`;
  await page.getByRole('button', { name: 'Issue Token' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue Token' });
  await issue.getByLabel('Name', { exact: true }).fill(tokenName);
  await expect(issue.getByLabel('Expires in (days)')).toHaveValue('365');
  await issue.getByRole('button', { name: 'Issue Token' }).click();
  const token = await readShownSecret(page, 'SCIM token');
  expect(token.length).toBeGreaterThan(20);
  await shot(page, 'integrations-scim-token');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Issue Token' })).toBeFocused();
  const tokenRow = page.getByRole('table', { name: 'SCIM provisioning' }).getByRole('row').filter({ hasText: tokenName });
  await expect(tokenRow).toContainText('Live');
  await expect(tokenRow).toContainText('Never');
  await expect(page.getByText(token)).toHaveCount(0);

  // LMS: save the connection (switched off, so other specs' training sends nothing here), then test it.
  await page.getByLabel('LRS endpoint', { exact: true }).fill(`${origin}/xapi/`);
  await page.getByLabel('User name', { exact: true }).fill('attest');
  await page.getByLabel('Key', { exact: true }).fill('lrs-key-e2e');
  const enabled = page.getByRole('switch', { name: 'Send training records to the LRS' });
  if ((await enabled.getAttribute('aria-checked')) === 'true') await enabled.click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'LMS connection saved' })).toBeVisible();
  // The key is never shown back: the field is empty and says one is set.
  await expect(page.getByLabel('Key', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Key', { exact: true })).toHaveAttribute('placeholder', 'A key is set: leave empty to keep it');
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByText('Connected (HTTP 200). xAPI versions: 1.0.3')).toBeVisible();
  await shot(page, 'integrations-tab', true);

  // The delivery log's filter is in the address: a reload (or a link sent to a colleague) shows the same view.
  await page.locator('#lms-log-status').selectOption({ label: 'Failed' });
  await expect(page).toHaveURL(/[?&]lmsStatus=failed/);
  await page.reload();
  await expect(page.locator('#lms-log-status')).toHaveValue('failed');
  await page.locator('#lms-log-status').selectOption({ label: 'All statuses' });
  await expect(page).not.toHaveURL(/lmsStatus/);

  // Clean up as an administrator would, each only once confirmed: other specs' releases then send nothing here.
  await endpoint.getByRole('button', { name: `Delete ${hookUrl}` }).click();
  await page.getByRole('alertdialog', { name: `Delete ${hookUrl}?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(endpoint).toHaveCount(0);
  await tokenRow.getByRole('button', { name: `Revoke ${tokenName}` }).click();
  await page.getByRole('alertdialog', { name: `Revoke ${tokenName}?` }).getByRole('button', { name: 'Revoke' }).click();
  await expect(tokenRow).toContainText('Revoked');
});
