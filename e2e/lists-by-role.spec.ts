import { expect, test } from '@playwright/test';
import { hasPermission, ROLES } from '@attest/domain';
import { DEMO_ACCOUNTS, signIn } from './support';

// The document register and the audit screen as each of the six roles finds them: the register lists documents,
// "In force" filters it and survives a reload; where the role has the audit module, each summary card applies its
// own filter (the card's count and the list's total are one definition: audit.spec.ts checks them for the admin).
for (const role of ROLES) {
  test(`${role}: the register lists, filters to "In force" and keeps it in the URL; the audit cards filter where the role has the module`, async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS[role].email);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));

    await page.goto(`/dashboard/${role}/documents`);
    const rows = page.getByRole('table', { name: 'Documents' }).locator('tbody tr');
    // Rows, or where the role may see nothing yet (a reviewer before any assignment), the list's empty state.
    const listed = rows.first().or(page.getByRole('heading', { name: 'No Documents Found' }));
    await expect(listed).toBeVisible();
    const status = page.getByLabel('Status', { exact: true });
    await status.selectOption({ label: 'In force' });
    await expect(page).toHaveURL(/[?&]inForce=true/);
    await expect(listed).toBeVisible();
    await page.reload();
    await expect(status).toHaveValue('in-force');
    await expect(listed).toBeVisible();

    if (!hasPermission(role, 'read-audit-trail')) return;
    await page.goto(`/dashboard/${role}/audit`);
    for (const [card, param] of [['Security Events', 'group=security'], ['Document Events', 'entityType=document']] as const) {
      const button = page.getByRole('button', { name: new RegExp(`^${card}`) });
      await button.click();
      await expect(page).toHaveURL(new RegExp(param));
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
  });
}
