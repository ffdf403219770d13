import { expect, test } from '@playwright/test';
import type { ProfileResponse } from '@attest/domain';
import { apiSignedIn } from './api-session';
import { createAccount, shot, signIn } from './support';

/** The time a person in Los Angeles reads for an instant, as DD/MM/YYYY HH:MM (24 h). */
function losAngeles(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

test('every date follows the person’s date format, 24-hour clock and time zone, whether the page was reached by a link or reloaded (issue 35 item 3)', async ({ page, playwright, baseURL }) => {
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
