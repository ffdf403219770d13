import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Role } from '@attest/domain';

const artifacts = path.join(path.dirname(fileURLToPath(import.meta.url)), '.artifacts');

/** Seeded by the server with SEED=demo (apps/server/src/seed/demo-users.ts). */
export const DEMO_PASSWORD = 'Attest-Demo-2026';
export const DEMO_ACCOUNTS: Record<Role, { email: string; name: string }> = {
  admin: { email: 'admin@attest.local', name: 'Sarah Mitchell' },
  author: { email: 'author@attest.local', name: 'Daniel Okafor' },
  reviewer: { email: 'reviewer@attest.local', name: 'Priya Raman' },
  approver: { email: 'approver@attest.local', name: 'Marcus Webb' },
  user: { email: 'user@attest.local', name: 'Elena Novak' },
  document_coordinator: { email: 'coordinator@attest.local', name: 'Tom Lindqvist' },
};

/** The first administrator's one-time setup code, written by start-server.mjs. */
export function readSetupCode(): { email: string; code: string } {
  return JSON.parse(fs.readFileSync(path.join(artifacts, 'setup-code.json'), 'utf8')) as { email: string; code: string };
}

/** Saves a named screenshot for people to look at: e2e/.artifacts/screens/<name>.png. */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: path.join(artifacts, 'screens', `${name}.png`), fullPage, animations: 'disabled' });
}

export const greeting = (name: string) => new RegExp(`^Good (morning|afternoon|evening), ${name}$`);

/** Step 1 of the sign-in form: enter the e-mail and wait for the password step. */
export async function enterEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
}

/** Step 2: fill waits until the field is editable (it is read-only until its force-clear has run). */
export async function enterPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await enterEmail(page, email);
  await enterPassword(page, password);
  // Signed in once the page has left /login: a page.goto before then would race the sign-in request.
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * A fresh account made by the demo administrator through the API, with its password already set through the
 * setup-code flow: for journeys that change a person's own settings without touching the shared demo accounts.
 */
export async function createAccount(request: APIRequestContext, input: { name: string; role: Role }): Promise<{ email: string; password: string }> {
  const email = `e2e.${input.role}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Fresh-Account-2026';
  const session = (await (await request.post('/api/auth/login', { data: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD } })).json()) as { csrfToken: string };
  const created = await request.post('/api/users', { data: { name: input.name, email, role: input.role }, headers: { 'x-csrf-token': session.csrfToken } });
  expect(created.status()).toBe(200);
  const { setupCode } = (await created.json()) as { setupCode: string };
  await request.post('/api/auth/logout', { headers: { 'x-csrf-token': session.csrfToken } });
  const set = await request.post('/api/auth/setup-password', { data: { email, code: setupCode, password } });
  expect(set.status()).toBe(200);
  return { email, password };
}

/**
 * Completes the Electronic Signature dialog that a signed action opens (Make Effective signs "Released"):
 * the signer's credentials, a typed mark, the legal statement. Returns the dialog, still open if refused.
 */
export async function signInDialog(page: Page, email: string, password = DEMO_PASSWORD): Promise<ReturnType<Page['getByRole']>> {
  const dialog = page.getByRole('dialog', { name: 'Electronic Signature' });
  const emailField = dialog.getByLabel('Email address');
  // The e-mail is asked only on the first signing of a session (§11.200).
  if (await emailField.isVisible().catch(() => false)) await emailField.fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Authenticate' }).click();
  await dialog.getByRole('tab', { name: 'Type' }).click();
  await dialog.getByRole('checkbox', { name: /agree to the legal disclaimer/ }).check();
  await dialog.getByRole('button', { name: 'Complete Signature' }).click();
  return dialog;
}
