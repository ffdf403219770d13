import { and, eq, gt, isNull } from 'drizzle-orm';
import { FIELD_MESSAGES, LEGAL_DISCLAIMER, type SignatureConfig, type SignatureInput, type SigningRequirements } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { signatures, signingTokens } from '../../platform/db/schema/index.ts';
import { markSigningIdentified } from '../users/sessions.repo.ts';
import { AppError } from '../../core/app-error.ts';
import type { AuthContext } from '../../core/request-context.ts';
import { appendAuditEvent, type RequestOrigin } from '../audit/audit.repo.ts';
import { randomToken, sha256Hex, verifySecret } from '../../platform/crypto.ts';
import type { DocumentRow, VersionRow } from '../documents/documents.repo.ts';
import { assertVersionHasFile } from '../documents/version-file-guard.ts';
import { checkSignatureMark } from './signature-mark.ts';
import { checkSecondFactor } from '../two-factor/two-factor.service.ts';
import { signatureConfig } from './signature-config.ts';
import { contentHash, imageHash, manifestHash } from './signature-hashes.ts';
import { clearSigningFailures, countSigningFailure, isSigningLocked, signingAttemptsLeft } from './signing-lockout.ts';

/**
 * Signing step 1: the first signing of a session needs e-mail and password, later ones the password (11.200); with
 * the marks, formats and disclaimer the saved signature configuration allows.
 */
export function signingRequirements(auth: AuthContext, config: SignatureConfig, secondFactorEnrolled: boolean, now: Date): Omit<SigningRequirements, 'authenticateAtProvider'> {
  return {
    requiresSecondFactor: config.requireSecondFactor,
    secondFactorEnrolled,
    requiresEmail: !auth.session.signingIdentified,
    attemptsLeft: signingAttemptsLeft(auth.user, config, now),
    maxAttempts: config.maxSigningAttempts,
    allowedTypes: config.allowedTypes,
    imageFormats: config.imageFormats,
    maxImageBytes: config.maxImageBytes,
    requireLegalDisclaimer: config.requireLegalDisclaimer,
    releaseSignatures: config.releaseSignatures,
  };
}

/**
 * Checks the signer's own password on the server, and a code from their authenticator app when the configuration
 * requires a second factor. Every failure is audited and counted on the person, whatever the session; the configured
 * number in a row locks their signing for the configured minutes (signing-lockout.ts). Success gives a single-use
 * token valid for the configured minutes.
 */
export async function authenticateSigner(
  db: Db,
  auth: AuthContext,
  input: { email?: string; password: string; code?: string },
  origin: RequestOrigin,
  config: Pick<SignatureConfig, 'maxSigningAttempts' | 'signingLockMinutes' | 'authenticationMinutes' | 'requireSecondFactor'> & { secondFactorEnrolled: boolean },
  clockNow: Date,
): Promise<{ signingToken: string; expiresAt: Date; emailConfirmed: boolean }> {
  const { user, session } = auth;
  const actor = { id: user.id, name: user.name, role: user.role };
  const maxAttempts = config.maxSigningAttempts;
  if (isSigningLocked(user, clockNow)) throw new AppError('SIGNING_LOCKED');
  if (config.requireSecondFactor && !config.secondFactorEnrolled) throw new AppError('TWO_FACTOR_NOT_ENROLLED');
  const emailOk = session.signingIdentified || input.email?.trim().toLowerCase() === user.email;
  const passwordOk = user.passwordHash !== null && (await verifySecret(user.passwordHash, input.password));
  const code = input.code ?? '';
  const codeOk =
    !config.requireSecondFactor ||
    (emailOk && passwordOk && code !== '' && (await db.transaction((tx) => checkSecondFactor(tx, user, code, { now: clockNow, origin, allowRecovery: false }))) !== null);
  if (!emailOk || !passwordOk || !codeOk) {
    const reason = !emailOk ? 'Wrong e-mail' : !passwordOk ? 'Wrong password' : 'Wrong second-factor code';
    const { failures, locked } = await db.transaction(async (tx) => {
      const counted = await countSigningFailure(tx, user.id, { limits: config, origin, now: clockNow });
      await appendAuditEvent(tx, { actor, origin, action: 'Signature Authentication Failed', entityType: 'user', entityId: user.id, newValues: { attempt: counted.failures }, reason });
      return counted;
    });
    if (locked) throw new AppError('SIGNING_LOCKED');
    const left = maxAttempts - failures;
    throw new AppError('SIGNING_AUTH_FAILED', `Authentication failed. ${left} ${left === 1 ? 'attempt' : 'attempts'} remaining.`);
  }
  const method = `${session.signingIdentified ? 'password' : 'email+password'}${config.requireSecondFactor ? '+totp' : ''}`;
  return issueSigningToken(db, auth, { method, authenticationMinutes: config.authenticationMinutes, origin, authenticatedAt: clockNow, now: clockNow });
}

/**
 * The signer proved who they are (password, or a fresh sign-in at the identity provider): their failure count is
 * cleared and a single-use signing token issued for the configured minutes, audited.
 */
export async function issueSigningToken(
  db: Db,
  auth: AuthContext,
  input: { method: string; authenticationMinutes: number; origin: RequestOrigin; authenticatedAt: Date; now: Date },
): Promise<{ signingToken: string; expiresAt: Date; emailConfirmed: boolean }> {
  const { user, session } = auth;
  const token = randomToken();
  const expiresAt = new Date(input.now.getTime() + input.authenticationMinutes * 60_000);
  await db.transaction(async (tx) => {
    await markSigningIdentified(tx, session.id);
    await clearSigningFailures(tx, user.id);
    await tx.insert(signingTokens).values({ id: sha256Hex(token), sessionId: session.id, userId: user.id, method: input.method, authenticatedAt: input.authenticatedAt, expiresAt });
    await appendAuditEvent(tx, { actor: { id: user.id, name: user.name, role: user.role }, origin: input.origin, action: 'Signature Authentication', entityType: 'user', entityId: user.id, newValues: { method: input.method } });
  });
  return { signingToken: token, expiresAt, emailConfirmed: true };
}

/**
 * Spends a signing token in the caller's transaction (step 2 of every signing): refuses one used, expired, or not
 * this session's and this signer's. Returns how and when the signer authenticated.
 */
export async function consumeSigningToken(tx: Db, auth: AuthContext, signingToken: string, now: Date): Promise<{ method: string; authenticatedAt: Date }> {
  const [token] = await tx
    .update(signingTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(signingTokens.id, sha256Hex(signingToken)),
        eq(signingTokens.sessionId, auth.session.id),
        eq(signingTokens.userId, auth.user.id),
        isNull(signingTokens.usedAt),
        gt(signingTokens.expiresAt, now),
      ),
    )
    .returning();
  if (!token) throw new AppError('SIGNING_TOKEN_INVALID');
  return { method: token.method, authenticatedAt: token.authenticatedAt };
}

/** The legal statement must be accepted when the signature configuration requires it. */
export function assertConsent(config: Pick<SignatureConfig, 'requireLegalDisclaimer'>, consent: boolean): void {
  if (config.requireLegalDisclaimer && !consent) throw new AppError('VALIDATION_FAILED', FIELD_MESSAGES.consentRequired, { consent: FIELD_MESSAGES.consentRequired });
}

/**
 * Records a signature in the caller's transaction, consuming its token; refuses a token used, expired or not the signer's,
 * and a signature on the content of a version that has no file.
 */
export async function recordSignature(
  tx: Db,
  params: {
    auth: AuthContext;
    origin: RequestOrigin;
    input: SignatureInput;
    document: DocumentRow;
    version: VersionRow;
    workflowId: string | null;
    actionType: string;
    /** False only for a signed decision about the record (retention), not about the version's content. */
    signsContent?: boolean;
    /** Signed for an assignee (DESIGN §4.10): the signer stays the person signing; this names whom for and why. */
    onBehalfOf?: { id: string; name: string; reason: string };
    /** The app clock's time of the act: the signature, its workflow step and its record share it. */
    now: Date;
  },
): Promise<{ id: string }> {
  const { auth, input, document, version, now } = params;
  if (params.signsContent !== false) assertVersionHasFile(version);
  const token = await consumeSigningToken(tx, auth, input.signingToken, now);
  const config = await signatureConfig(tx);
  checkSignatureMark(input, config);
  assertConsent(config, input.consent);

  const signedAt = now;
  const content = contentHash({
    documentId: document.id,
    versionId: version.id,
    docNumber: document.docNumber,
    title: document.title,
    versionLabel: version.versionLabel,
    fileSha256: version.blobSha256,
  });
  const [row] = await tx
    .insert(signatures)
    .values({
      documentId: document.id,
      versionId: version.id,
      workflowId: params.workflowId,
      documentTitle: document.title,
      documentVersion: version.versionLabel,
      signerId: auth.user.id,
      signerName: auth.user.name,
      signerEmail: auth.user.email,
      signerRole: auth.user.role,
      signerDepartment: auth.user.department,
      meaning: input.meaning,
      actionType: params.actionType,
      onBehalfOfId: params.onBehalfOf?.id ?? null,
      onBehalfOfName: params.onBehalfOf?.name ?? null,
      onBehalfReason: params.onBehalfOf?.reason ?? null,
      signatureType: input.type,
      signatureImage: input.image,
      signatureHash: imageHash(input.image),
      fileSha256: version.blobSha256,
      contentHash: content,
      manifestHash: manifestHash({ documentId: document.id, versionId: version.id, contentHash: content, signerId: auth.user.id, meaning: input.meaning, signedAt: signedAt.toISOString(), onBehalfOfId: params.onBehalfOf?.id, onBehalfReason: params.onBehalfOf?.reason }),
      authenticationMethod: token.method,
      authenticatedAt: token.authenticatedAt,
      signedAt,
      ipAddress: params.origin.ip,
      userAgent: params.origin.userAgent,
      legalDisclaimer: LEGAL_DISCLAIMER,
      consentGiven: input.consent,
      segregationOfDutiesEnforced: config.segregationOfDuties.enforced,
    })
    .returning({ id: signatures.id });
  if (!row) throw new Error('insert into signatures returned no row');
  return row;
}
