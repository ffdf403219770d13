import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentDetail } from '@attest/domain';
import { applyLanguage } from '@/i18n/language';
import { renderApp } from '@/test/render';
import { DocumentInfoCard } from './document-info-card';

const person = { id: 'u1', name: 'Ada Author' };
const doc = (trainingReviewComplete: boolean | null): DocumentDetail => ({
  id: 'd1',
  docNumber: 'SOP-001',
  title: 'Gowning',
  documentType: 'SOP',
  category: { id: 'c1', name: 'Quality' },
  department: { id: 'dep1', name: 'Production' },
  status: 'effective',
  priority: 'medium',
  version: '1.0',
  author: person,
  isLocked: true,
  hasFile: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-02T00:00:00.000Z',
  authorEmail: 'author@attest.local',
  description: '',
  keywords: [],
  confidentiality: 'public',
  trainingRequired: trainingReviewComplete !== null,
  gxpImpact: false,
  gmpImpact: false,
  impactNotes: '',
  changeReason: '',
  effectiveDate: '2030-01-02',
  reviewDate: null,
  isObsolete: false,
  archiveReason: null,
  rowVersion: 1,
  currentVersion: null,
  versions: [],
  createdBy: person,
  updatedBy: person,
  acknowledgement: null,
  language: 'en',
  isTranslation: false,
  translationOf: null,
  disposal: null,
  trainingReviewComplete,
  repositorySource: null,
  scheduledRelease: null,
  previousDocNumber: '',
});

const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('document information: training review complete (spec 02 §3 system details)', () => {
  it('says whether everyone assigned has completed the training, in German', async () => {
    await applyLanguage('de');
    await renderApp(<DocumentInfoCard doc={doc(true)} />);
    expect(valueOf('Schulungsprüfung abgeschlossen')).toBe('Ja');
  });

  it('says no while training is open, in English', async () => {
    await renderApp(<DocumentInfoCard doc={doc(false)} />);
    expect(valueOf('Training Review Complete')).toBe('No');
  });

  it('leaves the row out when the document requires no training', async () => {
    await renderApp(<DocumentInfoCard doc={doc(null)} />);
    expect(screen.getByText('Training Required')).toBeTruthy();
    expect(screen.queryByText('Training Review Complete')).toBeNull();
  });
});
