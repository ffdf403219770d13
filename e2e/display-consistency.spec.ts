import { expect, test, type Page } from '@playwright/test';
import { ROLES, type ProfileResponse, type Role } from '@attest/domain';
import { apiAs, apiSignedIn, documentAwaitingApproval } from './api-session';
import { createAccount, DEMO_ACCOUNTS, DEMO_PASSWORD, enterEmail, enterPassword, greeting, shot, signIn } from './support';
import { expectToastClear, GUARDED, PHONE_GUARDED } from './toast-clearance';

/** The time a person in Los Angeles reads for an instant, as DD/MM/YYYY HH:MM (24 h). */
function losAngeles(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

test('every date follows the person’s date format, 24-hour clock and time zone, whether the page was reached by a link or reloaded', async ({ page, playwright, baseURL }) => {
  const account = await createAccount(await playwright.request.newContext({ baseURL }), { name: 'Dana Dates', role: 'author' });
  const api = await apiSignedIn(await playwright.request.newContext({ baseURL }), account.email, account.password);
  await api.put('/api/profile/preferences', { dateFormat: 'DD/MM/YYYY', timeFormat: '24h' });
  await api.put('/api/profile', { name: 'Dana Dates', timezone: 'PST' });

  await signIn(page, account.email, account.password);
  const { user } = await api.get<ProfileResponse>('/api/profile');
  const lastLogin = losAngeles(user.lastLogin!);
  const lastLoginRow = page.locator('dt', { hasText: /^Last login$/ }).locator('xpath=following-sibling::dd[1]');

  // Reached by a link from the dashboard: the account menu's Profile Settings.
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(lastLoginRow).toHaveText(lastLogin);
  // Reloaded: the same text from the very first render.
  await page.reload();
  await expect(lastLoginRow).toHaveText(lastLogin);
  await shot(page, 'dates-profile-after-reload');
});

/** Nothing on screen says the person may not be here. */
async function expectNoRefusal(page: Page, where: string): Promise<void> {
  await expect(page, where).not.toHaveURL(/\/unauthorized/);
  // A page of its own (by tag: an open dialog, e.g. Create New SOP, hides the page from the accessibility tree).
  await expect(page.locator('main h1').first(), where).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access Denied' }), where).toHaveCount(0);
  await expect(page.getByText(/You don't have permission/), where).toHaveCount(0);
}

// Every sidebar entry, every quick action and role-less links lead somewhere the role may be.
test.describe('navigation never dead-ends', () => {
  let workflowId = '';
  test.beforeAll(async ({ playwright, baseURL }) => {
    const newContext = () => playwright.request.newContext({ baseURL });
    const run = Date.now().toString(36).toUpperCase();
    const { id } = await documentAwaitingApproval(newContext, { docNumber: `SOP-NAV-${run}`, title: `Navigation check ${run}`, file: 'simple-list.docx' });
    const admin = await apiAs(await newContext(), 'admin');
    const [workflow] = await admin.get<{ id: string }[]>(`/api/documents/${id}/workflows`);
    workflowId = workflow!.id;
  });

  for (const role of ROLES satisfies readonly Role[]) {
    test(`for ${role}: sidebar entries, quick actions, role-less URLs and the workflow page`, async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, DEMO_ACCOUNTS[role].email);

      // Links written without the role segment reach the same page under the person's role.
      await page.goto('/dashboard/documents?q=Navigation');
      await expect(page).toHaveURL(new RegExp(`/dashboard/${role}/documents\\?q=Navigation$`));
      await expectNoRefusal(page, '/dashboard/documents');

      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      const entries = await nav.getByRole('link').evaluateAll((links) => links.map((link) => ({ name: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' })));
      expect(entries.length).toBeGreaterThan(1);
      for (const entry of entries) {
        await nav.getByRole('link', { name: entry.name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${entry.href}$`));
        await expectNoRefusal(page, `sidebar: ${entry.name}`);
      }

      await page.goto(`/dashboard/${role}`);
      const actions = page.getByRole('list', { name: 'Quick actions' }).getByRole('link');
      const targets = await actions.evaluateAll((links) => links.map((link) => ({ name: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' })));
      for (const target of targets.filter((candidate) => candidate.href.startsWith('/'))) {
        await page.goto(`/dashboard/${role}`);
        await page.getByRole('list', { name: 'Quick actions' }).getByRole('link', { name: target.name }).click();
        await expect(page).toHaveURL(new RegExp(`${target.href.replace(/[?]/g, '\\?')}$`));
        await expectNoRefusal(page, `quick action: ${target.name}`);
      }

      // The workflow's own page, for the roles with Workflow Management: a page, not a dialog over a blank one.
      if (entries.some((entry) => entry.name === 'Workflow Management')) {
        await page.goto(`/dashboard/${role}/workflows/${workflowId}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Workflow Details' })).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        // Who sees this workflow's details: its author and the roles overseeing every workflow.
        if (role === 'author' || role === 'admin' || role === 'document_coordinator') await expect(page.getByRole('table', { name: 'Assignments' })).toBeVisible();
        if (role === 'author') await shot(page, 'workflow-details-page');
      }
      // So is an audit entry's (search results link to both).
      if (entries.some((entry) => entry.name === 'Audit & Version Control')) {
        await page.goto(`/dashboard/${role}/audit/1`);
        await expect(page.getByRole('heading', { level: 1, name: 'Audit Log Details' })).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByText('#1', { exact: true })).toBeVisible();
      }
    });
  }
});

test('toasts cover no control after signing in on a large screen; on a phone they leave the header and the heading clear', async ({ page, browser }) => {
  const signInAndMeasure = async (target: Page, screenshot: string, guarded = GUARDED) => {
    await target.goto('/login');
    await enterEmail(target, DEMO_ACCOUNTS.author.email);
    await enterPassword(target, DEMO_PASSWORD);
    // Hovering the toast holds its timer (sonner), so the dashboard has time to load under it.
    await target.locator('[data-sonner-toast]').filter({ hasText: 'Login Successful' }).hover();
    await expect(target.getByRole('heading', { level: 1 })).toHaveText(greeting(DEMO_ACCOUNTS.author.name));
    await expectToastClear(target, 'Login Successful', screenshot, guarded);
  };
  await signInAndMeasure(page, 'toast-login-desktop');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  try {
    await signInAndMeasure(await phone.newPage(), 'toast-login-phone', PHONE_GUARDED);
  } finally {
    await phone.close();
  }
});
