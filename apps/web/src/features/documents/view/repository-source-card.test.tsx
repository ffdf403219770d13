import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentDetail } from '@attest/domain';
import { renderApp } from '@/test/render';
import { RepositorySourceCard } from './repository-source-card';

const person = { id: 'u1', name: 'Ada Author' };
const base = (trainingReviewComplete: boolean | null): DocumentDetail => ({
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

const source = {
  connectionId: 'c1',
  connectionName: 'QA SOPs',
  repositoryUrl: 'https://git.example.com/qa/sops.git',
  branch: 'main',
  commitSha: 'a'.repeat(40),
  path: 'Effective/SOP-100.docx',
  blobSha: 'b'.repeat(40),
  importedAt: '2026-01-05T10:00:00.000Z',
  lastSyncDate: '2026-01-06T10:00:00.000Z',
};

const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('repository source card', () => {
  it('shows the commit and path a version was imported from, and offers Check for updates', async () => {
    await renderApp(<RepositorySourceCard doc={{ ...base(null), repositorySource: source }} role="author" />);
    expect(valueOf('Commit')).toBe(source.commitSha);
    expect(valueOf('Path')).toBe(source.path);
    expect(valueOf('Imported Document')).toBe('Yes');
    expect(screen.getByRole('button', { name: 'Check for updates' })).toBeTruthy();
    // The path opens the Document Repository at that file.
    const link = new URL(screen.getByRole('link', { name: source.path }).getAttribute('href') ?? '', 'http://localhost');
    expect(link.pathname).toBe('/dashboard/author/repositories');
    expect(link.searchParams.get('file')).toBe(source.path);
    expect(link.searchParams.get('path')).toBe('Effective');
  });

  it('shows nothing for a version that was not imported, and no button for a reader', async () => {
    const { container } = await renderApp(<RepositorySourceCard doc={base(null)} role="author" />);
    expect(container.textContent).toBe('');
    await renderApp(<RepositorySourceCard doc={{ ...base(null), repositorySource: source }} role="user" />);
    expect(screen.queryByRole('button', { name: 'Check for updates' })).toBeNull();
    expect(screen.queryByRole('link', { name: source.path })).toBeNull();
  });
});
