import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
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
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
}
