import type { z } from 'zod';
import type { IssueScimTokenRequest, ScimToken } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { randomToken, sha256Hex } from '../../platform/crypto.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { findLiveScimToken, findScimToken, insertScimToken, listScimTokens, markScimTokenRevoked, touchScimToken, type ScimTokenWithCreator } from './scim-tokens.repo.ts';

export interface TokenAdminContext {
  actor: AuditActor & { id: string };
  origin: RequestOrigin;
  now: Date;
}

/** Who calls SCIM: the token, named on every audit event its changes write. */
export interface ScimCaller {
  tokenId: string;
  actor: AuditActor;
}

// Last use is a hint for the administrator, not a record: written at most once a minute per token.
const TOUCH_INTERVAL_MS = 60_000;
// A recognisable prefix lets secret scanners find a leaked token.
const TOKEN_PREFIX = 'attest_scim_';

export function presentScimToken(row: ScimTokenWithCreator): ScimToken {
  return {
    id: row.id,
    name: row.name,
    createdBy: { id: row.createdBy, name: row.creatorName },
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function scimTokens(db: Db): Promise<ScimToken[]> {
  return (await listScimTokens(db)).map(presentScimToken);
}

/** Issues a token: the clear token is returned here once; only its SHA-256 is stored. */
export async function issueScimToken(db: Db, input: z.output<typeof IssueScimTokenRequest>, context: TokenAdminContext): Promise<{ token: string; scimToken: ScimToken }> {
  const token = `${TOKEN_PREFIX}${randomToken()}`;
  const expiresAt = new Date(context.now.getTime() + input.expiresInDays * 86_400_000);
  const row = await db.transaction(async (tx) => {
    const made = await insertScimToken(tx, { name: input.name, tokenHash: sha256Hex(token), createdBy: context.actor.id, createdAt: context.now, expiresAt });
    await appendAuditEvent(tx, {
      actor: context.actor,
      origin: context.origin,
      action: 'SCIM Token Issued',
      entityType: 'scim-token',
      entityId: made.id,
      newValues: { name: made.name, expiresAt: expiresAt.toISOString() },
    });
    return made;
  });
  return { token, scimToken: presentScimToken({ ...row, creatorName: context.actor.name }) };
}

export async function revokeScimToken(db: Db, id: string, context: TokenAdminContext): Promise<ScimToken> {
  return db.transaction(async (tx) => {
    const before = await findScimToken(tx, id);
    if (!before) throw new AppError('SCIM_TOKEN_NOT_FOUND');
    if (before.revokedAt) return presentScimToken(before);
    await markScimTokenRevoked(tx, id, context.now);
    await appendAuditEvent(tx, {
      actor: context.actor,
      origin: context.origin,
      action: 'SCIM Token Revoked',
      entityType: 'scim-token',
      entityId: id,
      oldValues: { name: before.name, revokedAt: null },
      newValues: { revokedAt: context.now.toISOString() },
    });
    return presentScimToken({ ...before, revokedAt: context.now });
  });
}

/** The caller behind an `Authorization: Bearer` header, or null when the token is unknown, expired or revoked. */
export async function authenticateScimToken(db: Db, authorization: string | undefined, now: Date): Promise<ScimCaller | null> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const token = await findLiveScimToken(db, sha256Hex(match[1]), now);
  if (!token) return null;
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) await touchScimToken(db, token.id, now);
  return { tokenId: token.id, actor: { id: null, name: `SCIM: ${token.name}`, role: null } };
}
