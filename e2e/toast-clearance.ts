import { expect, type Page } from '@playwright/test';
import { shot } from './support';

/** What a toast must never cover: controls, the page's heading, and status badges. */
export const GUARDED = 'a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="combobox"], [role="menuitem"], [role="checkbox"], h1, [data-slot="badge"]';

/** On a phone every part of a page below the header may hold content: a toast there must leave the header's controls
 * and the page's heading clear. */
export const PHONE_GUARDED = 'header a[href], header button, h1';

/**
 * Waits for the toast with this text, then checks that it overlaps no visible control, heading or badge (or, given
 * `guarded`, nothing it selects). While a dialog is open only the dialog's own elements count: the rest of the page
 * lies under its overlay.
 */
export async function expectToastClear(page: Page, text: string | RegExp, screenshot: string, guarded = GUARDED): Promise<void> {
  const toastItem = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toastItem).toBeVisible();
  // Let the toast finish sliding in before measuring it.
  await expect(toastItem).toHaveAttribute('data-mounted', 'true');
  const covered = await toastItem.evaluate((toast, selector) => {
    const box = toast.getBoundingClientRect();
    const dialog = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).find((d) => d.getAttribute('data-state') === 'open');
    const scope = dialog ?? document.body;
    const overlaps = (r: DOMRect) => r.width > 0 && r.height > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
    return Array.from(scope.querySelectorAll(selector))
      .filter((element) => !element.closest('[data-sonner-toaster]') && element.checkVisibility() && overlaps(element.getBoundingClientRect()))
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label') || ''}"`);
  }, guarded);
  await shot(page, screenshot);
  expect(covered, `the "${String(text)}" toast covers these`).toEqual([]);
}
