import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ROLES, canAccessModule, hasPermission, type Role } from '@attest/domain';
import { PROFILE_TABS } from '../apps/web/src/features/profile/profile-search';
import { SYSTEM_TABS } from '../apps/web/src/app/system/system-tabs';
import { apiAs, documentAwaitingApproval, effectiveDocument } from './api-session';
import { DEMO_ACCOUNTS, enterEmail, shot, signIn } from './support';

// WCAG 2.1 A and AA, every screen of every role; a serious or critical violation fails.
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// axe leaves its experimental rules out even when their WCAG tags are asked for: these carry a WCAG 2.1 A or AA tag.
const EXPERIMENTAL_WCAG = ['label-content-name-mismatch', 'p-as-heading', 'css-orientation-lock', 'table-fake-caption', 'td-has-header'];
const FAILING = new Set(['serious', 'critical']);
const run = Date.now().toString(36).toUpperCase();

type Finding = { screen: string; rule: string; impact: string; help: string; targets: string[] };

/** Waits for the screen's main heading and for its loading placeholders to go, so axe sees the loaded page. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0, { timeout: 30_000 });
}

async function analyse(page: Page, screen: string, findings: Finding[]): Promise<void> {
  const rules = Object.fromEntries(EXPERIMENTAL_WCAG.map((id) => [id, { enabled: true }]));
  const { violations } = await new AxeBuilder({ page }).options({ rules }).withTags(WCAG).analyze();
  for (const violation of violations) {
    if (!FAILING.has(violation.impact ?? '')) continue;
    const targets = violation.nodes.map((node) => `${node.target.join(' ')}  ${node.html.slice(0, 160)}`);
    findings.push({ screen, rule: violation.id, impact: violation.impact ?? '', help: violation.help, targets });
  }
}

/** One line per rule and screen, with its node count and targets, so a failure says what to fix and where. */
function report(findings: Finding[]): string {
  const lines = findings.map((f) => `${f.rule} (${f.impact}) on ${f.screen}: ${f.targets.length} node(s) — ${f.help}\n    ${f.targets.slice(0, 12).join('\n    ')}`);
  return `${findings.length} serious or critical axe violation(s):\n${lines.join('\n')}`;
}

/**
 * The in-app pages the sidebar, the dashboard's cards and its quick actions link to, read from the rendered links;
 * links to single documents are left to otherScreens, which opens one.
 */
async function linkedScreens(page: Page, role: Role): Promise<string[]> {
  const hrefs = await page.locator('nav a[href], main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const paths = hrefs.map((href) => new URL(href, 'http://x').pathname).filter((path) => path.startsWith(`/dashboard/${role}`) && !/\/documents\/./.test(path));
  return [...new Set(paths)];
}

/**
 * Screens reached from the header, the account menu and the pages themselves rather than from a link on the dashboard.
 * The ones every role sees alike (search, notifications, My Training, the profile tabs) are analysed once, as the
 * reader: CI time goes to what differs by role.
 */
function otherScreens(role: Role, documentId: string, title: string): string[] {
  const base = `/dashboard/${role}`;
  const screens = [`${base}/documents/${documentId}`, `${base}/documents/${documentId}/view`];
  if (role === 'user') {
    screens.push(`${base}/search?q=${encodeURIComponent(title)}`, `${base}/notifications`, `${base}/my-training`, ...PROFILE_TABS.map((tab) => `${base}/profile-settings?tab=${tab}`));
  }
  if (hasPermission(role, 'view-users')) screens.push(`${base}/users/all`);
  if (hasPermission(role, 'review-audit-trail')) screens.push(`${base}/audit/reviews`);
  if (canAccessModule(role, 'system')) screens.push(...SYSTEM_TABS.map((tab) => `${base}/system?tab=${tab}`), `${base}/debug`);
  return screens;
}

let released: { id: string; title: string };
test.beforeAll(async ({ playwright, baseURL }) => {
  // Lists and pages with rows in several states: one document in force, one waiting for approval, one draft.
  test.setTimeout(120_000);
  const newContext = () => playwright.request.newContext({ baseURL });
  const title = `Gowning procedure A11Y-${run}`;
  released = { ...(await effectiveDocument(newContext, { docNumber: `A11Y-${run}`, title, file: 'basicapi.pdf' })), title };
  await documentAwaitingApproval(newContext, { docNumber: `A11Y-AP-${run}`, title: `Cleaning validation A11Y-AP-${run}`, file: 'simple-list.docx' });
  const author = await apiAs(await newContext(), 'author');
  const [departments, categories] = await Promise.all([author.get<{ id: string }[]>('/api/departments'), author.get<{ id: string }[]>('/api/categories')]);
  await author.post('/api/documents', { title: `Line clearance draft A11Y-DR-${run}`, categoryId: categories[0]!.id, departmentId: departments[0]!.id });
});

test('signed out: the landing page and both steps of the sign-in form have no serious accessibility violation', async ({ page }) => {
  const findings: Finding[] = [];
  await page.goto('/');
  await settle(page);
  await analyse(page, '/', findings);
  await page.goto('/login');
  await expect(page.getByLabel('Email address')).toBeVisible();
  await analyse(page, '/login (e-mail)', findings);
  await enterEmail(page, DEMO_ACCOUNTS.user.email);
  await analyse(page, '/login (password)', findings);
  expect(findings, report(findings)).toEqual([]);
});

for (const role of ROLES) {
  test(`${role}: every screen and main dialog has no serious accessibility violation`, async ({ page }) => {
    test.setTimeout(300_000);
    const findings: Finding[] = [];
    await signIn(page, DEMO_ACCOUNTS[role].email);
    await settle(page);
    const screens = [...new Set([...(await linkedScreens(page, role)), ...otherScreens(role, released.id, released.title)])];
    for (const screen of screens) {
      await page.goto(screen);
      await settle(page);
      await analyse(page, screen, findings);
    }

    // The create dialogs are the same for every role that may create: analysed once, as the author.
    if (role === 'author') {
      for (const entry of [/Upload New SOP/, /Quick Create/]) {
        await page.goto(`/dashboard/${role}/documents`);
        await settle(page);
        await page.getByRole('button', { name: 'Create New SOP' }).click();
        await page.getByRole('menuitem', { name: entry }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await analyse(page, `documents dialog ${entry.source}`, findings);
      }
      await shot(page, `a11y-${role}-create-dialog`);
    }
    expect(findings, report(findings)).toEqual([]);
  });
}
