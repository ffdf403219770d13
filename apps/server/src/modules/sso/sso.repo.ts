import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { sha256Hex } from '../../platform/crypto.ts';
import { ssoAttempts, userIdentities } from '../../platform/db/schema/sso.ts';

export type SsoAttemptRow = typeof ssoAttempts.$inferSelect;

export async function saveAttempt(
  tx: Db,
  input: { state: string; codeVerifier: string; nonce: string; now: Date; expiresAt: Date; signing?: { sessionId: string; userId: string } },
): Promise<void> {
  // Attempts nobody finished are of no use once expired: each new one sweeps them.
  await tx.delete(ssoAttempts).where(lt(ssoAttempts.expiresAt, input.now));
  await tx.insert(ssoAttempts).values({
    stateHash: sha256Hex(input.state),
    purpose: input.signing ? 'signing' : 'sign-in',
    sessionId: input.signing?.sessionId ?? null,
    userId: input.signing?.userId ?? null,
    codeVerifier: input.codeVerifier,
    nonce: input.nonce,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  });
}

export async function confirmAttempt(tx: Db, stateHash: string, now: Date): Promise<void> {
  await tx.update(ssoAttempts).set({ confirmedAt: now }).where(eq(ssoAttempts.stateHash, stateHash));
}

/**
 * The session's confirmed, live re-authentication of this state, marked picked up (once); else what there is of it
 * (undefined when unknown or not this session's).
 */
export async function pickUpAttempt(tx: Db, state: string, sessionId: string, now: Date): Promise<{ picked: boolean; attempt: SsoAttemptRow | undefined }> {
  const mine = and(eq(ssoAttempts.stateHash, sha256Hex(state)), eq(ssoAttempts.sessionId, sessionId), eq(ssoAttempts.purpose, 'signing'));
  const [picked] = await tx
    .update(ssoAttempts)
    .set({ pickedUpAt: now })
    .where(and(mine, isNotNull(ssoAttempts.confirmedAt), isNull(ssoAttempts.pickedUpAt), gt(ssoAttempts.expiresAt, now)))
    .returning();
  if (picked) return { picked: true, attempt: picked };
  const [attempt] = await tx.select().from(ssoAttempts).where(mine).limit(1);
  return { picked: false, attempt };
}

export async function hasAnyIdentity(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ subject: userIdentities.subject }).from(userIdentities).where(eq(userIdentities.userId, userId)).limit(1);
  return rows.length === 1;
}

/** Marks the live attempt of this state used and returns it; undefined when unknown, used or expired. */
export async function consumeAttempt(tx: Db, state: string, now: Date): Promise<SsoAttemptRow | undefined> {
  const [row] = await tx
    .update(ssoAttempts)
    .set({ usedAt: now })
    .where(and(eq(ssoAttempts.stateHash, sha256Hex(state)), isNull(ssoAttempts.usedAt), gt(ssoAttempts.expiresAt, now)))
    .returning();
  return row;
}

export async function findIdentityUser(db: Db, issuer: string, subject: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  return row?.userId;
}

/** Whether the user already has an identity at this issuer (a user is linked to one subject per provider). */
export async function hasIdentityAt(db: Db, userId: string, issuer: string): Promise<boolean> {
  const rows = await db
    .select({ subject: userIdentities.subject })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.issuer, issuer)))
    .limit(1);
  return rows.length === 1;
}

export async function linkIdentity(tx: Db, input: { issuer: string; subject: string; userId: string; now: Date }): Promise<void> {
  await tx.insert(userIdentities).values({ ...input, createdAt: input.now, lastSignInAt: input.now });
}

export async function touchIdentity(tx: Db, issuer: string, subject: string, now: Date): Promise<void> {
  await tx.update(userIdentities).set({ lastSignInAt: now }).where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
}
