import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { randomToken, sha256Hex } from '../../platform/crypto.ts';
import { recoveryCodes, signInChallenges, userTotp } from '../../platform/db/schema/two-factor.ts';

export type TotpRow = typeof userTotp.$inferSelect;
export type ChallengeRow = typeof signInChallenges.$inferSelect;
export type ChallengeKind = ChallengeRow['kind'];

export async function findTotp(db: Db, userId: string, forUpdate = false): Promise<TotpRow | undefined> {
  const query = db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export const isEnrolled = (row: TotpRow | undefined): row is TotpRow & { confirmedAt: Date } => !!row?.confirmedAt;

/** Keeps a new secret waiting for its first code; a pending one before it is replaced. */
export async function savePendingTotp(tx: Db, userId: string, secretCiphertext: string, now: Date): Promise<void> {
  await tx
    .insert(userTotp)
    .values({ userId, secretCiphertext, createdAt: now })
    .onConflictDoUpdate({ target: userTotp.userId, set: { secretCiphertext, createdAt: now, confirmedAt: null, lastUsedStep: null } });
}

export async function confirmTotp(tx: Db, userId: string, step: number, now: Date): Promise<void> {
  await tx.update(userTotp).set({ confirmedAt: now, lastUsedStep: step }).where(eq(userTotp.userId, userId));
}

/** Records the step of an accepted code; false when the same or a later step was accepted meanwhile (a replay). */
export async function advanceTotpStep(tx: Db, userId: string, step: number): Promise<boolean> {
  const rows = await tx
    .update(userTotp)
    .set({ lastUsedStep: step })
    .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step))))
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/** Removes the secret and every recovery code: two-factor sign-in is off for the user. */
export async function deleteTwoFactor(tx: Db, userId: string): Promise<boolean> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const removed = await tx.delete(userTotp).where(eq(userTotp.userId, userId)).returning({ userId: userTotp.userId });
  return removed.length === 1;
}

export async function replaceRecoveryCodes(tx: Db, userId: string, hashes: string[], now: Date): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/** Marks the unused code with this hash used; false when there is none. */
export async function useRecoveryCode(tx: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Starts the second step of a sign-in; the token is returned in clear once, only its hash is kept. */
export async function createChallenge(
  tx: Db,
  params: { userId: string; kind: ChallengeKind; now: Date; minutes: number },
): Promise<{ token: string; challenge: ChallengeRow }> {
  const token = randomToken();
  const [challenge] = await tx
    .insert(signInChallenges)
    .values({
      id: sha256Hex(token),
      userId: params.userId,
      kind: params.kind,
      createdAt: params.now,
      expiresAt: new Date(params.now.getTime() + params.minutes * 60_000),
    })
    .returning();
  if (!challenge) throw new Error('insert into sign_in_challenges returned no row');
  return { token, challenge };
}

export async function findLiveChallenge(db: Db, token: string, now: Date): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(and(eq(signInChallenges.id, sha256Hex(token)), isNull(signInChallenges.usedAt), gt(signInChallenges.expiresAt, now)))
    .limit(1);
  return row;
}

/** Uses the challenge up; false when another request used it first. */
export async function consumeChallenge(tx: Db, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(signInChallenges)
    .set({ usedAt: now })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.usedAt)))
    .returning({ id: signInChallenges.id });
  return rows.length === 1;
}
