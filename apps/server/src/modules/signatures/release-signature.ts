import { RELEASE_SIGNATURE_MEANINGS, RELEASE_SIGNATURE_SWITCH, type ReleaseSignedAction, type SignatureInput } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { AuthContext } from '../../core/request-context.ts';
import type { RequestOrigin } from '../audit/audit.repo.ts';
import type { DocumentRow, VersionRow } from '../documents/documents.repo.ts';
import { signatureConfig } from './signature-config.ts';
import { recordSignature } from './signing.service.ts';

/**
 * The Part 11 signature of a release action (Make Effective "released", Mark Obsolete "retired", Archive "archived",
 * Restore "restored"), over the version acted on, through the same signing as an approval. Required when the
 * signature configuration says so; a signature given when not required is recorded all the same. Returns what the
 * audit event names, or nothing when unsigned.
 */
export async function signReleaseAction(
  tx: Db,
  params: { action: ReleaseSignedAction; signature: SignatureInput | undefined; auth: AuthContext; origin: RequestOrigin; document: DocumentRow; version: VersionRow; workflowId: string | null; now: Date },
): Promise<{ signatureId: string; meaning: string } | Record<string, never>> {
  const { action, signature } = params;
  const meaning = RELEASE_SIGNATURE_MEANINGS[action];
  if (!signature) {
    const config = await signatureConfig(tx);
    if (config.releaseSignatures[RELEASE_SIGNATURE_SWITCH[action]]) throw new AppError('SIGNATURE_REQUIRED');
    return {};
  }
  if (signature.meaning !== meaning) throw new AppError('VALIDATION_FAILED', `The meaning of this signature is "${meaning}".`);
  const { id } = await recordSignature(tx, { auth: params.auth, origin: params.origin, input: signature, document: params.document, version: params.version, workflowId: params.workflowId, actionType: action, now: params.now });
  return { signatureId: id, meaning };
}
