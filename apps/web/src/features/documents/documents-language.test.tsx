import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentSummary } from '@attest/domain';
import { applyLanguage } from '@/i18n/language';
import { renderApp } from '@/test/render';
import { DocumentTable } from './document-table';
import { formatBytes } from '@/lib/format';
import { Pagination } from '@/components/pagination';

const doc: DocumentSummary = {
  id: 'd1',
  docNumber: 'SOP-QA-001',
  title: 'Cleaning of Production Equipment',
  documentType: 'SOP',
  category: { id: 'c1', name: 'Quality Management' },
  department: { id: 'dep1', name: 'Quality Assurance' },
  status: 'approved',
  priority: 'high',
  version: '1.0',
  author: { id: 'u1', name: 'Ada Author' },
  isLocked: true,
  hasFile: true,
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-01-02T09:00:00.000Z',
};

const noop = () => undefined;
const handlers = { onEdit: noop, onDuplicate: noop, onLock: noop, onDelete: noop, onPrint: noop };

describe('Document Management in French', () => {
  it('shows the register, its vocabulary and its paging in French; the user data stays as written', async () => {
    await applyLanguage('fr');
    await renderApp(
      <>
        <DocumentTable
          role="approver"
          query={{ sort: 'title', dir: 'asc', page: 1, pageSize: 25 }}
          items={[doc]}
          loading={false}
          onSort={noop}
          handlers={handlers}
        />
        <Pagination page={1} pageSize={25} total={1234} totalCapped={false} shown={25} onPage={noop} onPageSize={noop} />
      </>,
    );

    expect(await screen.findByRole('columnheader', { name: 'Numéro de document' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Dernière mise à jour' })).toBeTruthy();
    expect(screen.getByText('Verrouillé')).toBeTruthy();
    expect(screen.getByText('Élevée')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions pour Cleaning of Production Equipment' })).toBeTruthy();
    expect(screen.getByText('Affichage de 1–25 sur 1 234')).toBeTruthy();
    expect(screen.getByText('Page 1 sur 50')).toBeTruthy();
    expect(screen.getByText('Quality Management')).toBeTruthy();

    expect(screen.queryByText('Document Number')).toBeNull();
    expect(screen.queryByText('Locked')).toBeNull();
    expect(screen.queryByText('Rows per page')).toBeNull();
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('writes file sizes with the French decimal mark and units', async () => {
    await applyLanguage('fr');
    expect(formatBytes(1536)).toBe('1,5 Ko');
    expect(formatBytes(512)).toBe('512 o');
  });
});
