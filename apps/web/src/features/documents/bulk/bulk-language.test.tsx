import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n/language';
import { fakeApi, renderApp } from '@/test/render';
import { BulkResults } from './bulk-results';
import { emptyRow, updateRow } from './bulk-rows';
import { BulkRowsTable } from './bulk-rows-table';

describe('bulk upload in another language', () => {
  it('shows the results summary in French', async () => {
    await applyLanguage('fr');
    await renderApp(
      <BulkResults
        results={[
          { rowId: 'a', title: 'Cleaning', ok: true, docNumber: 'SOP-QA-001', documentId: 'd1' },
          { rowId: 'b', title: '', ok: false, message: 'Refused' },
        ]}
      />,
    );
    expect(screen.getByText('SOP importées avec succès : 1 ; en échec : 1.')).toBeTruthy();
    expect(screen.getByText('Sans titre')).toBeTruthy();
    expect(screen.queryByText(/Successfully uploaded/)).toBeNull();
  });

  it('shows row problems and cell labels in German, contract messages included', async () => {
    const api = fakeApi({
      '/api/categories': () => ({ status: 200, json: [] }),
      '/api/departments': () => ({ status: 200, json: [] }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    await applyLanguage('de');
    const tooLong = updateRow(emptyRow(), {
      title: 'x'.repeat(301),
      categoryId: '11111111-1111-4111-8111-111111111111',
      departmentId: '33333333-3333-4333-8333-333333333333',
    });
    await renderApp(<BulkRowsTable rows={[emptyRow(), tooLong]} onChange={() => undefined} onRemove={() => undefined} />);
    expect(screen.getByText('Titel ist erforderlich')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Titel, Zeile 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zeile 2 entfernen' })).toBeTruthy();
    expect(screen.getByText(/^Titel: /)).toBeTruthy();
    expect(screen.queryByText('Title is required')).toBeNull();
  });
});
