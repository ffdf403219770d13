import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { DocumentTraining } from '@attest/domain';
import { fakeApi, renderApp } from '@/test/render';
import { EmptyAudienceWarning } from './empty-audience-warning';

const ID = '00000000-0000-4000-8000-000000000001';
const training = (patch: Partial<DocumentTraining>): DocumentTraining => ({
  documentId: ID,
  trainingRequired: true,
  departments: [],
  roles: [],
  userIds: [],
  dueDays: null,
  effectiveDueDays: 14,
  audienceSize: 0,
  trainBeforeEffective: false,
  requiredPercent: 100,
  releaseAtTarget: false,
  waiting: null,
  quiz: null,
  quizForTrainee: null,
  canEdit: false,
  mine: null,
  ...patch,
});

async function renderWarning(data: DocumentTraining) {
  vi.stubGlobal('fetch', vi.fn(fakeApi({ [`/api/documents/${ID}/training`]: () => ({ status: 200, json: data }) }).fetch));
  await renderApp(
    <div>
      <EmptyAudienceWarning documentId={ID} />
      <p>loaded</p>
    </div>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the approval warning about an empty training audience', () => {
  it('warns when a training-required document would train nobody', async () => {
    await renderWarning(training({ audienceSize: 0 }));
    expect(await screen.findByText('Nobody will be trained')).toBeTruthy();
    expect(screen.getByText(/its audience is empty/)).toBeTruthy();
  });

  it('says nothing when the audience has people', async () => {
    await renderWarning(training({ audienceSize: 3, departments: ['Production'] }));
    await screen.findByText('loaded');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Nobody will be trained')).toBeNull();
  });
});
