import type { DocumentDetail } from '@attest/domain';
import type { TestClient } from './harness.ts';

/** A tiny valid PNG as a data URL: the visible mark of a signature. */
export const SIGNATURE_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export async function act(client: TestClient, documentId: string, body: Record<string, unknown>) {
  return client.request('POST', `/api/documents/${documentId}/actions`, body);
}

export async function signingToken(client: TestClient, email: string, password = 'Attest-Demo-2026'): Promise<string> {
  const response = await client.request('POST', '/api/signatures/authenticate', { email, password });
  if (response.statusCode !== 200) throw new Error(`signing authentication failed: ${response.body}`);
  return response.json<{ signingToken: string }>().signingToken;
}

export async function signature(client: TestClient, email: string) {
  return { signingToken: await signingToken(client, email), meaning: 'approved', type: 'drawn', image: SIGNATURE_IMAGE, consent: true };
}

export async function documentOf(client: TestClient, id: string): Promise<DocumentDetail> {
  return (await client.request('GET', `/api/documents/${id}`)).json<DocumentDetail>();
}
