import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n/language';
import { renderApp } from '@/test/render';
import { ContentError } from './document-content';
import { DocumentNotFound } from './document-not-found';
import { EditDetailsCard } from './edit-details-card';

describe('document view in another language', () => {
  it('shows the not-found page in French', async () => {
    await applyLanguage('fr');
    await renderApp(<DocumentNotFound role="author" />);
    expect(screen.getByRole('heading', { name: 'Document introuvable' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revenir en arrière' })).toBeTruthy();
    expect(screen.queryByText('Document Not Found')).toBeNull();
    expect(screen.queryByText('Go Back')).toBeNull();
  });

  it('shows the content error in German and keeps the given message', async () => {
    await applyLanguage('de');
    const onRetry = vi.fn();
    await renderApp(<ContentError message="Server message" onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Fehler beim Laden des Inhalts' })).toBeTruthy();
    expect(screen.getByText('Server message')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByText('Try Again')).toBeNull();
  });

  it('labels the edit form in Spanish', async () => {
    await applyLanguage('es');
    await renderApp(
      <EditDetailsCard draft={{ title: 'SOP', description: '' }} titleError={null} disabled={false} onChange={() => undefined} />,
    );
    expect(screen.getByText('Editar documento')).toBeTruthy();
    expect(screen.getByLabelText(/Título/).id).toBe('edit-title');
    expect(screen.queryByText('Edit Document')).toBeNull();
  });
});
