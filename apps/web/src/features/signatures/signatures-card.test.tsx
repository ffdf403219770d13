import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentDetail, SignatureRecord } from '@attest/domain';
import { fakeApi, renderApp } from '@/test/render';
import { SignaturesCard } from './signatures-card';

const signed = (id: string, segregationOfDutiesEnforced: boolean): SignatureRecord => ({
  id,
  documentId: 'doc-1',
  actionType: 'approve_document',
  onBehalfOf: null,
  versionId: 'v-1',
  documentVersion: '1.0',
  signerName: `Signer ${id}`,
  signerEmail: `${id}@attest.local`,
  signerRole: 'admin',
  meaning: 'approved',
  signatureType: 'typed',
  signedAt: '2026-11-20T10:00:00.000Z',
  contentHash: 'c'.repeat(64),
  manifestHash: 'm'.repeat(64),
  segregationOfDutiesEnforced,
});

describe('Signatures card', () => {
  it('marks a signature made while segregation of duties was off, and only that one', async () => {
    const api = fakeApi({
      '/api/documents/doc-1/signatures': () => ({ status: 200, json: [signed('a', true), signed('b', false)] }),
      '/api/signatures/a/verify': () => ({ status: 500, json: {} }),
      '/api/signatures/b/verify': () => ({ status: 500, json: {} }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    await renderApp(<SignaturesCard doc={{ id: 'doc-1' } as DocumentDetail} />);
    const rows = await screen.findAllByRole('row');
    const flagged = rows.filter((row) => row.textContent?.includes('Signed while segregation of duties was off'));
    expect(flagged.map((row) => row.textContent?.includes('Signer b'))).toEqual([true]);
  });
});
