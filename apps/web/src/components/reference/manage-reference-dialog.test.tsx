import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Category } from '@attest/domain';
import { applyLanguage } from '@/i18n/language';
import { fakeApi, renderApp } from '@/test/render';
import { ManageReferenceDialog } from './manage-reference-dialog';

const category: Category = {
  id: 'c1',
  name: 'Quality Management',
  description: null,
  retentionDays: 2555,
  requiresApproval: true,
  autoArchive: false,
  isActive: true,
};

describe('Manage Categories in the reader’s language', () => {
  it('shows the dialog, the table and the form in Spanish, user data as it is', async () => {
    await applyLanguage('es');
    // jsdom has no ResizeObserver; Radix's checkbox in the form measures itself with one.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('fetch', fakeApi({ '/api/categories?includeInactive=true': () => ({ status: 200, json: [category] }) }).fetch);
    await renderApp(<ManageReferenceDialog open onOpenChange={() => undefined} />);

    const dialog = await screen.findByRole('dialog', { name: 'Gestionar categorías' });
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Categorías' });
    expect(await screen.findByText('Quality Management')).toBeTruthy();
    expect(table.textContent).toContain('2555 días');
    expect(table.textContent).toContain('Obligatoria');
    expect(screen.getByRole('button', { name: 'Desactivar Quality Management' })).toBeTruthy();
    expect(dialog.textContent).not.toContain('Manage Categories');
    expect(table.textContent).not.toContain('days');

    fireEvent.click(screen.getByRole('button', { name: 'Añadir categoría' }));
    const form = screen.getByRole('form', { name: 'Añadir categoría' });
    expect(form.textContent).toContain('Conservación (días)');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });
});
