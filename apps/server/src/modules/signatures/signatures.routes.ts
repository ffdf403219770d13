import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, IdParams, SignatureRecord, SignatureValidation, SigningAuthRequest, SigningAuthResponse, SigningRequirements, type SignatureMeaning } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { SettingsService } from '../../core/settings/settings.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { contextOf, originOf, requireAuth } from '../../core/request-context.ts';
import { type AuthContext } from '../../core/request-context.ts';
import { SIGNATURE_CONFIG_SETTING } from './signature-config.ts';
import { authenticateSigner, signingRequirements } from './signing.service.ts';
import { verifySignature } from './verify-signature.ts';
import { assertSignatureVisible, downloadSignatureEvidence, visibleDocumentSignatures } from './signature-records.service.ts';
import type { SignatureRow } from './signatures.repo.ts';
import { attachmentHeader } from '../files/content-disposition.ts';
import type { Clock } from '../../platform/clock.ts';
import { isUserEnrolled } from '../two-factor/two-factor.service.ts';

const present = (row: SignatureRow): SignatureRecord => ({
  id: row.id,
  documentId: row.documentId,
  versionId: row.versionId,
  documentVersion: row.documentVersion,
  signerName: row.signerName,
  signerEmail: row.signerEmail,
  signerRole: row.signerRole,
  meaning: row.meaning as SignatureMeaning,
  actionType: row.actionType,
  onBehalfOf: row.onBehalfOfName && row.onBehalfReason ? { name: row.onBehalfOfName, reason: row.onBehalfReason } : null,
  signatureType: row.signatureType as SignatureRecord['signatureType'],
  signedAt: row.signedAt.toISOString(),
  contentHash: row.contentHash,
  manifestHash: row.manifestHash,
  segregationOfDutiesEnforced: row.segregationOfDutiesEnforced,
});

export function signatureRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    store: BlobStore;
    settings: SettingsService;
    authRateLimitPerMinute: number;
    clock: Clock;
    /** The identity provider's name when this signer re-authenticates there instead of with a password (modules/sso). */
    providerSigning: (user: AuthContext['user']) => Promise<string | null>;
  },
): void {
  const { db, store, settings, clock } = deps;
  const config = async () => (await settings.get(SIGNATURE_CONFIG_SETTING)).value;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['signatures'];
  const viewerOf = (request: Parameters<typeof requireAuth>[0]) => {
    const { user } = requireAuth(request);
    return { id: user.id, role: user.role };
  };

  api.get('/api/signatures/requirements', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'What the next signing in this session asks for', response: { 200: SigningRequirements } },
    handler: async (request) => {
      const auth = requireAuth(request);
      return { ...signingRequirements(auth, await config(), await isUserEnrolled(db, auth.user.id), clock.now()), authenticateAtProvider: await deps.providerSigning(auth.user) };
    },
  });

  api.post('/api/signatures/authenticate', {
    config: { access: 'authenticated', rateLimit: { max: deps.authRateLimitPerMinute, timeWindow: '1 minute' } },
    schema: { tags, summary: "Signing step 1: re-enter one's own password (and e-mail on the first signing of a session; an authenticator code when the configuration requires a second factor)", body: SigningAuthRequest, response: { 200: SigningAuthResponse, 423: ErrorResponse.describe('Too many failed signing attempts (SIGNING_LOCKED)') } },
    handler: async (request) => {
      const auth = requireAuth(request);
      const signing = { ...(await config()), secondFactorEnrolled: await isUserEnrolled(db, auth.user.id) };
      const result = await authenticateSigner(db, auth, request.body, originOf(request), signing, clock.now());
      return { signingToken: result.signingToken, expiresAt: result.expiresAt.toISOString(), emailConfirmed: result.emailConfirmed };
    },
  });

  api.get('/api/documents/:id/signatures', {
    config: { access: 'view-sops' },
    schema: { tags, summary: 'Signatures on a document', params: IdParams, response: { 200: z.array(SignatureRecord) } },
    handler: async (request) => {
      const rows = await visibleDocumentSignatures(db, viewerOf(request), request.params.id);
      return rows.map(present);
    },
  });

  api.get('/api/signatures/:id/verify', {
    config: { access: 'view-sops' },
    schema: { tags, summary: 'Recompute a signature and everything it covers', params: IdParams, response: { 200: SignatureValidation } },
    handler: async (request) => {
      await assertSignatureVisible(db, viewerOf(request), request.params.id);
      return verifySignature(db, store, request.params.id, requireAuth(request).user.name, clock.now());
    },
  });

  api.get('/api/signatures/:id/evidence', {
    config: { access: 'download-sops' },
    schema: { tags, summary: 'The signature as offline evidence: manifest, hashes and the signed file, for `npx attest-verify` (audited)', params: IdParams },
    handler: async (request, reply) => {
      const evidence = await downloadSignatureEvidence(db, store, contextOf(request), request.params.id, clock.now());
      const name = `signature-${evidence.manifest.docNumber}-${evidence.manifest.versionLabel}-${evidence.manifest.meaning}.json`.replace(/[^A-Za-z0-9._-]+/g, '-');
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', attachmentHeader(name, 'attachment'))
        .header('cache-control', 'no-store')
        .send(`${JSON.stringify(evidence, null, 2)}\n`);
    },
  });
}
