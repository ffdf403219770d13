import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { sha256Hex } from '../auth/crypto.ts';
import { ssoAttempts, userIdentities } from './sso.schema.ts';

export type SsoAttemptRow = typeof ssoAttempts.$inferSelect;

export async function saveAttempt(tx: Db, input: { state: string; codeVerifier: string; nonce: string; now: Date; expiresAt: Date }): Promise<void> {
  // Attempts nobody finished are of no use once expired: each new one sweeps them.
  await tx.delete(ssoAttempts).where(lt(ssoAttempts.expiresAt, input.now));
  await tx.insert(ssoAttempts).values({ stateHash: sha256Hex(input.state), codeVerifier: input.codeVerifier, nonce: input.nonce, createdAt: input.now, expiresAt: input.expiresAt });
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
