import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WhereUsedItem, WhereUsedResponse } from '@attest/domain';
import { fakeApi, renderApp } from '@/test/render';
import { WhereUsedDialog } from './where-used-dialog';

const DOC = '00000000-0000-4000-8000-000000000001';
const item = (n: number): WhereUsedItem => ({
  id: `00000000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`,
  docNumber: `WI-${n}`,
  title: `Work instruction ${n}`,
  documentType: 'WI',
  status: 'effective',
  version: '2.0',
});
const page = (n: number, items: WhereUsedItem[], total: number): WhereUsedResponse => ({ docNumber: 'SOP-7', items, total, page: n, pageSize: 10 });
const url = (n: number) => `/api/documents/${DOC}/where-used?page=${n}&pageSize=10`;

describe('Where Used dialog', () => {
  it('lists the documents mentioning the number as links, a page at a time', async () => {
    const api = fakeApi({
      [url(1)]: () => ({ status: 200, json: page(1, Array.from({ length: 10 }, (_, i) => item(i + 1)), 12) }),
      [url(2)]: () => ({ status: 200, json: page(2, [item(11), item(12)], 12) }),
    });
    vi.stubGlobal('fetch', api.fetch);
    await renderApp(<WhereUsedDialog documentId={DOC} docNumber="SOP-7" role="author" open onOpenChange={() => undefined} />);

    const dialog = await screen.findByRole('dialog', { name: 'Where Used' });
    const list = await within(dialog).findByRole('list', { name: 'Documents mentioning SOP-7' });
    expect(within(dialog).getByText('12 documents')).toBeTruthy();
    const first = within(list).getAllByRole('link')[0]!;
    expect(first.textContent).toBe('WI-1 Work instruction 1');
    expect(first.getAttribute('href')).toBe(`/dashboard/author/documents/${item(1).id}`);
    expect(within(dialog).getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Page 2 of 2')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getAllByRole('link').map((l) => l.textContent)).toEqual(['WI-11 Work instruction 11', 'WI-12 Work instruction 12']));
    expect(api.calls.map((c) => c.path)).toEqual([url(1), url(2)]);
  });

  it('says when no other document mentions it', async () => {
    vi.stubGlobal('fetch', fakeApi({ [url(1)]: () => ({ status: 200, json: page(1, [], 0) }) }).fetch);
    await renderApp(<WhereUsedDialog documentId={DOC} docNumber="SOP-7" role="user" open onOpenChange={() => undefined} />);
    expect(await screen.findByText('No other document mentions SOP-7.')).toBeTruthy();
  });
});
