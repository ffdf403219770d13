import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n/language';
import { CompareNote } from './compare-note';
import { InlineRedline } from './redline';

const side = (label: string, fileName: string, hasText: boolean) => ({ id: label, label, fileName, hasText });

describe('version comparison in Spanish', () => {
  it('explains in Spanish which versions have no text', async () => {
    await applyLanguage('es');
    render(<CompareNote from={side('0.01', 'a.doc', false)} to={side('0.02', 'b.doc', false)} unchanged={false} documentType="SOP" />);
    expect(screen.getByRole('status').textContent).toMatch(/^No se pudo extraer texto de GXP v0\.01 \(a\.doc\) ni de GXP v0\.02 \(b\.doc\).*sus textos no se pueden comparar/);
    expect(screen.queryByText(/No text could be extracted/)).toBeNull();
  });

  it('announces insertions and deletions in Spanish', async () => {
    await applyLanguage('es');
    render(<InlineRedline changes={[{ type: 'equal', text: 'Limpieza ' }, { type: 'insert', text: 'diaria' }, { type: 'delete', text: 'semanal' }]} />);
    const redline = screen.getByLabelText('Control de cambios en línea');
    expect(redline.textContent).toBe('Limpieza [insertado: diaria][eliminado: semanal]');
  });
});
