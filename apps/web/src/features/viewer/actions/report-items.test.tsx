import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentDetail, Role } from '@attest/domain';
import { fakeApi, renderApp } from '@/test/render';
import { ActionsMenu } from '../actions-menu';

const DOC_ID = '11111111-1111-4111-8111-111111111111';
const doc = { id: DOC_ID, docNumber: 'SOP-0007', title: 'Change Control', currentVersion: null } as unknown as DocumentDetail;

async function openMenu(role: Role) {
  await renderApp(<ActionsMenu doc={doc} version={null} role={role} />);
  fireEvent.keyDown(screen.getByRole('button', { name: 'Actions' }), { key: 'Enter' });
  return screen.findByRole('menu');
}

describe('the report items of the viewer Actions menu', () => {
  it('link the reports, Workflow History only for those who hold review-history', async () => {
    const menu = await openMenu('author');
    const href = (name: string) => within(menu).getByRole('menuitem', { name }).getAttribute('href');
    expect(href('Generate Translations Report (PDF)')).toBe(`/api/documents/${DOC_ID}/translations-report.pdf`);
    expect(href('Generate Translations Report (CSV)')).toBe(`/api/documents/${DOC_ID}/translations-report.csv`);
    expect(href('Workflow History Report')).toBe(`/api/documents/${DOC_ID}/workflow-history.pdf`);
  });

  it('gives role user the translations report and Where Used but no workflow history', async () => {
    const items = within(await openMenu('user')).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(expect.arrayContaining(['Generate Translations Report (PDF)', 'Where Used']));
    expect(items).not.toContain('Workflow History Report');
  });

  it('opens Where Used in a dialog that stays when the menu closes', async () => {
    vi.stubGlobal('fetch', fakeApi({ [`/api/documents/${DOC_ID}/where-used?page=1&pageSize=10`]: () => ({ status: 200, json: { docNumber: 'SOP-0007', items: [], total: 0, page: 1, pageSize: 10 } }) }).fetch);
    fireEvent.click(within(await openMenu('user')).getByRole('menuitem', { name: 'Where Used' }));
    const dialog = await screen.findByRole('dialog', { name: 'Where Used' });
    expect(await within(dialog).findByText('No other document mentions SOP-0007.')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
