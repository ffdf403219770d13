import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MODULE_DEFINITIONS, sidebarModulesFor } from '@attest/domain';
import { en } from '../apps/web/src/i18n/locales/en';
import de from '../apps/web/src/i18n/locales/de';
import es from '../apps/web/src/i18n/locales/es';
import fr from '../apps/web/src/i18n/locales/fr';
import { createAccount, shot, signIn } from './support';

/** Saves a person's language through the API, as the Preferences tab would on another device. */
async function saveLanguage(request: APIRequestContext, account: { email: string; password: string }, language: 'de' | 'fr'): Promise<void> {
  const session = (await (await request.post('/api/auth/login', { data: account })).json()) as { csrfToken: string };
  const saved = await request.put('/api/profile/preferences', { data: { language }, headers: { 'x-csrf-token': session.csrfToken } });
  expect(saved.status()).toBe(200);
  await request.post('/api/auth/logout', { headers: { 'x-csrf-token': session.csrfToken } });
}

const mainNavigation = (page: Page, label: string) => page.getByRole('navigation', { name: label });

test('a user chooses Spanish: the interface follows at once, after a reload, after signing out and on another device [REQ:FR-I18N-1]', async ({ page, browser }) => {
  const name = 'Lucía Idioma';
  const account = await createAccount(page.request, { name, role: 'user' });
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByLabel('Language', { exact: true }).selectOption('es');
  await page.getByRole('button', { name: 'Save Preferences' }).click();

  // At once: the page, the sidebar and the menu are in Spanish, and nothing English is left on them.
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: es.profile.page.title })).toBeVisible();
  // Redrawn in Spanish, the screen stays on the tab the person was on.
  await expect(page.getByRole('tab', { name: es.profile.page.tabs.preferences })).toHaveAttribute('aria-selected', 'true');
  await expect(mainNavigation(page, es.shell.sidebar.label).getByRole('link', { name: es.domain.module.dashboard })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.profile.page.title })).toHaveCount(0);
  // The confirmation itself already speaks the chosen language.
  await expect(page.getByText(es.profile.preferences.updated, { exact: true })).toBeVisible();
  await shot(page, 'language-es-preferences');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: es.profile.page.title })).toBeVisible();

  await page.getByRole('button', { name: es.shell.userMenu.trigger.replace('{{name}}', name) }).click();
  await page.getByRole('menuitem', { name: es.shell.userMenu.signOut }).click();
  await expect(page).toHaveURL(/\/$/);
  // Signed out, this browser keeps the language last used here, down to the sign-in form.
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByLabel(es.auth.emailStep.email)).toBeVisible();
  await shot(page, 'language-es-login');

  // Another device knows nothing of it until the person signs in; then their saved choice applies.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await signIn(other, account.email, account.password);
  await expect(other).toHaveURL(/\/dashboard\/user$/);
  await expect(other.locator('html')).toHaveAttribute('lang', 'es');
  await expect(mainNavigation(other, es.shell.sidebar.label).getByRole('link', { name: es.domain.module.documents })).toBeVisible();
  await shot(other, 'language-es-dashboard');
  await otherDevice.close();
});

for (const { language, catalogue, role } of [
  { language: 'de', catalogue: de, role: 'admin' },
  { language: 'fr', catalogue: fr, role: 'author' },
] as const) {
  test(`every screen of the ${role}'s sidebar is drawn in ${language}`, async ({ page }) => {
    const account = await createAccount(page.request, { name: `Ines ${language.toUpperCase()}`, role });
    await saveLanguage(page.request, account, language);
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // Welcomed in the saved language, though this browser had never seen it.
    await expect(page.getByText(catalogue.auth.loginFlow.signedInTitle, { exact: true })).toBeVisible();

    const nav = mainNavigation(page, catalogue.shell.sidebar.label);
    for (const { module } of sidebarModulesFor(role)) {
      await nav.getByRole('link', { name: catalogue.domain.module[module] }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // No sidebar or page heading still in English (the module names are the same words in both only by accident).
      const english = MODULE_DEFINITIONS.find((m) => m.module === module)?.label ?? module;
      if (english !== catalogue.domain.module[module]) await expect(nav.getByRole('link', { name: english, exact: true })).toHaveCount(0);
      await shot(page, `language-${language}-${module}`);
    }
  });
}

test('an author uploading a new SOP in French meets the dialog, its fields and its checks in French', async ({ page }) => {
  const account = await createAccount(page.request, { name: 'Ines Upload', role: 'author' });
  await saveLanguage(page.request, account, 'fr');
  await signIn(page, account.email, account.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await mainNavigation(page, fr.shell.sidebar.label).getByRole('link', { name: fr.domain.module.documents }).click();
  await page.getByRole('button', { name: fr.documents.listPage.createNew }).click();
  await page.getByRole('menuitem', { name: new RegExp(fr.documents.listPage.uploadNew) }).click();
  const dialog = page.getByRole('dialog', { name: fr.documents.upload.title });
  await expect(dialog).toBeVisible();
  // The shared contract's checks speak French too, under their fields.
  await dialog.getByRole('button', { name: fr.documents.upload.submit }).click();
  for (const message of [fr.validation.docNumberRequired, fr.validation.titleRequired, fr.validation.effectiveDateRequired, fr.errors.FILE_REQUIRED]) {
    await expect(dialog.getByRole('alert').filter({ hasText: message })).toBeVisible();
  }
  await expect(dialog.getByRole('alert').filter({ hasText: en.validation.titleRequired })).toHaveCount(0);
  await shot(page, 'language-fr-upload-dialog');
});
