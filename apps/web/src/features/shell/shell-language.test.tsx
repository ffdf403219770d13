import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { applyLanguage } from '@/i18n/language';
import { renderApp } from '@/test/render';
import { RoleBadge } from '@/components/role-badge';
import { SidebarNav } from './sidebar-nav';

describe('shell in Spanish', () => {
  it('names the modules of the sidebar in Spanish', async () => {
    await applyLanguage('es');
    await renderApp(
      <TooltipProvider>
        <SidebarNav role="admin" collapsed={false} />
      </TooltipProvider>,
    );

    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(nav.textContent).toContain('Gestión de documentos');
    expect(nav.textContent).toContain('Administración del sistema');
    expect(nav.textContent).not.toContain('Document Management');
  });

  it('shows the role badge in Spanish', async () => {
    await applyLanguage('es');
    await renderApp(<RoleBadge role="document_coordinator" />);

    expect(screen.getByText('Coordinador de documentos')).toBeTruthy();
    expect(screen.queryByText(/document coordinator/i)).toBeNull();
  });
});
