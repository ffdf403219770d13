import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n/language';
import { renderApp } from '@/test/render';
import { BulkBar } from './bulk-bar';
import { RoleManagementDialog } from './role-management-dialog';

const noop = () => undefined;

describe('User Management in the reader’s language', () => {
  it('draws the bulk bar in German, statuses and roles included', async () => {
    await applyLanguage('de');
    await renderApp(<BulkBar count={3} busy={false} onRole={noop} onStatus={noop} onDeactivate={noop} onClear={noop} />);
    const bar = screen.getByRole('region', { name: 'Massenaktionen' });
    expect(within(bar).getByText('3 ausgewählt')).toBeTruthy();
    expect(within(bar).getByRole('option', { name: 'Suspendiert' })).toBeTruthy();
    expect(within(bar).getByRole('option', { name: 'Genehmiger' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Auswahl löschen' })).toBeTruthy();
    expect(within(bar).queryByText('Delete Selected')).toBeNull();
    expect(within(bar).queryByText('3 selected')).toBeNull();
  });

  it('draws Role Management in French, with the spec’s module names', async () => {
    await applyLanguage('fr');
    await renderApp(<RoleManagementDialog open onOpenChange={noop} />);
    const dialog = screen.getByRole('dialog', { name: 'Gestion des rôles' });
    expect(within(dialog).getByRole('tab', { name: 'Coordinateur documentaire' })).toBeTruthy();
    expect(within(dialog).getByText('Formation')).toBeTruthy();
    expect(within(dialog).getByText('Accès aux modules')).toBeTruthy();
    expect(within(dialog).queryByText('Key Permissions')).toBeNull();
  });
});
