import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkflowSummary } from '@attest/domain';
import { applyLanguage } from '@/i18n/language';
import { renderApp } from '@/test/render';
import { AbortWorkflowDialog } from './abort-dialog';
import { completedText } from './action-copy';
import { assessmentErrors } from './assessment-form';
import { WorkflowFilters } from './workflow-filters';

const workflow: WorkflowSummary = {
  id: 'w1',
  document: { id: 'd1', title: 'Cleaning of the granulator', docNumber: 'SOP-QA-001', status: 'in-review', version: '1.0' },
  status: 'active',
  currentStep: 'In Review',
  priority: 'medium',
  dueDate: null,
  initiatedBy: { id: 'a', name: 'Daniel Okafor' },
  submittedAt: '2026-01-01T09:00:00.000Z',
  completedAt: null,
  reviewers: [],
  approvers: [],
  commentCount: 0,
};

const noop = () => undefined;

describe('workflow screens in the reader’s language', () => {
  it('shows the filters in French', async () => {
    await applyLanguage('fr');
    await renderApp(<WorkflowFilters q={undefined} status={undefined} onChange={noop} onClear={noop} canClear={false} />);
    expect(await screen.findByText('Filtres et recherche')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Effacer les filtres' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Tous les statuts' })).toBeTruthy();
    expect(screen.queryByText('Filters & Search')).toBeNull();
    expect(screen.queryByText('All statuses')).toBeNull();
  });

  it('asks for the reason to abort a workflow in French, keeping the document’s own title', async () => {
    await applyLanguage('fr');
    await renderApp(<AbortWorkflowDialog workflow={workflow} onOpenChange={noop} />);
    expect(await screen.findByText('La revue et l’approbation en cours s’arrêtent et le document repasse en brouillon.')).toBeTruthy();
    expect(screen.getByLabelText(/Motif/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
    expect(screen.getByText('SOP-QA-001 · Cleaning of the granulator')).toBeTruthy();
    expect(screen.queryByText('The running review and approval stop and the document returns to draft.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('lists the assessment problems in German', async () => {
    await applyLanguage('de');
    const errors = assessmentErrors(
      { notes: '', changeReason: '', decision: 'approve_effective', effectiveDate: '2020-01-01', reviewPeriodMonths: 12 },
      '2026-03-10',
    );
    expect(errors).toEqual(['Bewertungsnotizen sind erforderlich', 'Das Gültigkeitsdatum darf nicht in der Vergangenheit liegen']);
  });

  it('confirms a completed action in the reader’s language, and in the server’s own words in English', async () => {
    const serverMessage = 'The document was marked obsolete.';
    expect(completedText('mark_obsolete', serverMessage)).toBe(serverMessage);
    await applyLanguage('de');
    expect(completedText('mark_obsolete', serverMessage)).toBe('Das Dokument wurde als veraltet markiert.');
  });
});
