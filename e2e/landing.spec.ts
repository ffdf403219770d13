import { expect, test } from '@playwright/test';
import { shot } from './support';

test('landing page: hero, features, compliance and footer, in light and dark; no figures for a visitor', async ({ page }) => {
  const stats = page.waitForResponse((response) => response.url().endsWith('/api/public/stats'));
  await page.goto('/');
  await expect(page).toHaveTitle('Attest');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit-Ready. Pharma-Perfect.');

  // The instance's figures are not public unless an administrator turns publicStats on.
  expect(await (await stats).json()).toEqual({ shown: false });
  await expect(page.getByRole('region', { name: 'Live figures of this Attest instance' })).toHaveCount(0);
  await expect(page.getByText(/99\.9%|50K\+|100\+|24\/7/)).toHaveCount(0);

  for (const title of ['Document Control', 'Workflow Management', 'Audit Logs']) {
    await expect(page.locator('#features').getByRole('heading', { name: title })).toBeVisible();
  }
  for (const standard of ['21 CFR Part 11', 'FDA readiness', 'GDPR', 'ALCOA+', 'GAMP5']) {
    await expect(page.locator('#compliance').getByText(standard, { exact: true })).toBeVisible();
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Privacy Policy')).toBeVisible();
  await expect(footer.getByRole('link')).toHaveCount(0);
  await shot(page, 'landing-light');
  await shot(page, 'landing-light-full', true);

  await page.getByRole('button', { name: /Change theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await shot(page, 'landing-dark');
  await shot(page, 'landing-dark-full', true);

  // The choice survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email address')).toHaveAttribute('type', 'email');
  await expect(page.getByText("Don't have an account? Contact your administrator")).toBeVisible();
  await shot(page, 'login-step-1-dark');
});

test('landing and sign-in on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, 'mobile-landing');
  await page.goto('/login');
  await expect(page.getByLabel('Email address')).toBeVisible();
  await shot(page, 'mobile-login');
});
