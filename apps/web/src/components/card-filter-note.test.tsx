import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n/language';
import { renderApp } from '@/test/render';
import { cardHint, cardTitle } from '@/features/dashboard/card-text';
import { CardFilterNote, describeCardFilters } from './card-filter-note';
import { formatDuration, formatFigure } from '@/features/dashboard/figures';

describe('dashboard words', () => {
  it('describes a card’s filters as whole sentences in English', () => {
    expect(describeCardFilters({ assigned: 'review' }, 'u1')).toBe('Waiting for your review');
    expect(describeCardFilters({ decision: 'rejected' }, 'u1')).toBe('Documents rejected in review or approval');
    expect(describeCardFilters({ decision: 'reviewed', decidedBy: 'u1' }, 'u1')).toBe('Documents reviewed by you');
    expect(describeCardFilters({ decision: 'approved', decidedBy: 'u2' }, 'u1')).toBe('Documents approved by the selected user');
    expect(describeCardFilters({}, 'u1')).toBeNull();
  });

  it('keeps the server’s card texts in English', () => {
    expect(cardTitle({ title: 'Audits Due' })).toBe('Audits Due');
    expect(cardHint({ hint: 'A hint the web does not know.' })).toBe('A hint the web does not know.');
  });

  it('speaks German once chosen: filter note, server card texts it knows, durations', async () => {
    await applyLanguage('de');
    await renderApp(<CardFilterNote text={describeCardFilters({ decision: 'approved', decidedBy: 'u1' }, 'u1')} onClear={() => undefined} />);
    const note = await screen.findByRole('status');
    expect(note.textContent).toContain('Angezeigt: Von Ihnen genehmigte Dokumente');
    expect(note.querySelector('strong')?.textContent).toBe('Von Ihnen genehmigte Dokumente');
    expect(screen.getByRole('button', { name: 'Alle anzeigen' })).toBeTruthy();
    expect(note.textContent).not.toContain('Showing');

    expect(cardTitle({ title: 'Audits Due' })).toBe('Fällige Audits');
    expect(cardHint({ hint: 'A hint the web does not know.' })).toBe('A hint the web does not know.');
    expect(formatDuration(5 * 3600 + 12 * 60)).toBe('5 Std. 12 Min.');
    // Figures use German separators too.
    expect(formatDuration(2.3 * 86_400)).toMatch(/^2,3 Tage$/);
    expect(formatFigure({ value: 12.345, unit: 'percent' })).toMatch(/^12,3\s%$/);
    expect(formatFigure({ value: 1234, unit: 'count' })).toBe('1.234');
  });
});
