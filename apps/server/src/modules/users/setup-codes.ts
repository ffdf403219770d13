import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { setupCodes } from '../../platform/db/schema/index.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { AUTH_AUDIT_ACTIONS } from '../audit/audit-actions.ts';
import { generateSetupCode, hashSecret, normaliseSetupCode, verifySecret } from '../../platform/crypto.ts';

/**
 * Issues a one-time setup code for a user and returns it in clear, the only time it exists in clear.
 * Earlier unused codes of the user stop working.
 */
export async function issueSetupCode(
  tx: Db,
  params: { userId: string; ttlHours: number; actor: AuditActor; origin?: RequestOrigin; now: Date },
): Promise<string> {
  const code = generateSetupCode();
  const { now } = params;
  await tx
    .update(setupCodes)
    .set({ usedAt: now })
    .where(and(eq(setupCodes.userId, params.userId), isNull(setupCodes.usedAt)));
  const expiresAt = new Date(now.getTime() + params.ttlHours * 3_600_000);
  await tx.insert(setupCodes).values({
    userId: params.userId,
    codeHash: await hashSecret(normaliseSetupCode(code)),
    expiresAt,
    createdBy: params.actor.id,
  });
  await appendAuditEvent(tx, {
    actor: params.actor,
    origin: params.origin,
    action: AUTH_AUDIT_ACTIONS.setupCodeIssued,
    entityType: 'user',
    entityId: params.userId,
    newValues: { expiresAt: expiresAt.toISOString() },
  });
  return code;
}

/** Marks the user's live code used when `code` matches it; returns whether it did. */
export async function consumeSetupCode(tx: Db, userId: string, code: string, now: Date): Promise<boolean> {
  const [live] = await tx
    .select()
    .from(setupCodes)
    .where(and(eq(setupCodes.userId, userId), isNull(setupCodes.usedAt), gt(setupCodes.expiresAt, now)))
    .orderBy(desc(setupCodes.createdAt))
    .limit(1)
    .for('update');
  if (!live || !(await verifySecret(live.codeHash, normaliseSetupCode(code)))) return false;
  await tx.update(setupCodes).set({ usedAt: now }).where(eq(setupCodes.id, live.id));
  return true;
}
