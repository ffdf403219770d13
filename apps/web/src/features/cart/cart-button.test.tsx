import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartEntry, CartResponse, CurrentUser } from '@attest/domain';
import { fakeApi, findToast, renderApp } from '@/test/render';
import { AddToCartButton } from '@/components/add-to-cart/add-to-cart';
import { CartButton } from './cart-button';

const user = { id: 'u1', name: 'Uma User', email: 'user@attest.local', role: 'user' } as CurrentUser;
const entry = (n: number, extra: Partial<CartEntry> = {}): CartEntry => ({
  documentId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  docNumber: `SOP-${n}`,
  title: `Procedure ${n}`,
  status: 'effective',
  versionInForce: '1.0',
  addedAt: new Date(Date.UTC(2026, 0, n)).toISOString(),
  ...extra,
});
const cartOf = (items: CartEntry[]): CartResponse => ({ items, max: 100 });

describe('the header cart (spec 02 §3)', () => {
  it('shows the count, lists the entries newest first, removes one and keeps focus in the panel', async () => {
    const [newest, older] = [entry(2), entry(1, { status: 'draft', versionInForce: null })];
    const api = fakeApi({
      '/api/cart': () => ({ status: 200, json: cartOf([newest, older]) }),
      [`/api/cart/${newest.documentId}`]: () => ({ status: 200, json: cartOf([older]) }),
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderApp(<CartButton user={user} />);

    const button = await screen.findByRole('button', { name: 'Cart, 2 documents' });
    expect(within(button).getByTestId('cart-count').textContent).toBe('2');
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Cart' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['SOP-2 Procedure 2', 'SOP-1 Procedure 1']);
    expect(rows[1]!.textContent).toContain('No version in force: not in the download');
    expect(within(panel).getByRole('link', { name: 'Download all' }).getAttribute('href')).toBe('/api/cart/download');

    fireEvent.click(within(panel).getByRole('button', { name: 'Remove SOP-2 Procedure 2 from the cart' }));
    await findToast('Removed from cart');
    expect(await screen.findByRole('button', { name: 'Cart, 1 document' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cart'));
  });

  it('counts what Add to Cart added, and says so when the document was already there', async () => {
    const doc = { id: entry(3).documentId, docNumber: 'SOP-3', title: 'Procedure 3' };
    let added = false;
    const api = fakeApi({
      '/api/cart': () => ({ status: 200, json: cartOf([]) }),
      [`/api/cart/${doc.id}`]: () => {
        const json = { ...cartOf([entry(3)]), added: !added };
        added = true;
        return { status: 200, json };
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderApp(
      <>
        <CartButton user={user} />
        <AddToCartButton doc={doc} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Cart' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await findToast('Added to cart');
    expect(await screen.findByRole('button', { name: 'Cart, 1 document' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await findToast('Already in your cart');
  });
});
