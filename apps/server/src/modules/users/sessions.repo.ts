import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { sessions, users } from '../../platform/db/schema/index.ts';
import type { UserRow } from './users.repo.ts';
import { randomToken, sha256Hex } from '../../platform/crypto.ts';

export type SessionRow = typeof sessions.$inferSelect;

export interface SessionTimeouts {
  maxHours: number;
  idleMinutes: number;
}

/** Starts a session; the token goes in the cookie and only its hash is stored. */
export async function createSession(
  tx: Db,
  params: { userId: string; ip: string | null; userAgent: string | null; maxHours: number },
  now: Date,
): Promise<{ token: string; session: SessionRow }> {
  const token = randomToken();
  const [session] = await tx
    .insert(sessions)
    .values({
      id: sha256Hex(token),
      userId: params.userId,
      csrfToken: randomToken(24),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + params.maxHours * 3_600_000),
      ip: params.ip,
      userAgent: params.userAgent,
    })
    .returning();
  if (!session) throw new Error('insert into sessions returned no row');
  return { token, session };
}

/**
 * The session lookup every API request makes, as a named prepared statement: PostgreSQL plans it once per connection
 * instead of on every request (planning took five times as long as running it; bench/ measured it).
 */
function liveSessionQuery(db: Db) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('find_live_session');
}
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof liveSessionQuery>>();

/** The session behind a cookie token when it is neither revoked, expired nor idle too long at `now`, with its user. */
export async function findLiveSession(
  db: Db,
  token: string,
  idleMinutes: number,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  let query = liveSessionQueries.get(db);
  if (!query) liveSessionQueries.set(db, (query = liveSessionQuery(db)));
  const [row] = await query.execute({ id: sha256Hex(token), now, idleSince: new Date(now.getTime() - idleMinutes * 60_000) });
  return row;
}

export async function touchSession(db: Db, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

/** The session's person identified themselves to sign (e-mail and password): later signatures in it ask only for the password. */
export async function markSigningIdentified(tx: Db, id: string): Promise<void> {
  await tx.update(sessions).set({ signingIdentified: true }).where(eq(sessions.id, id));
}

export async function revokeSession(tx: Db, id: string, now: Date): Promise<void> {
  await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export function idleExpiry(session: SessionRow, idleMinutes: number): Date {
  const idle = session.lastSeenAt.getTime() + idleMinutes * 60_000;
  return new Date(Math.min(idle, session.expiresAt.getTime()));
}

/** Ends every live session of the user except `keepId` (a password change keeps the session that made it). */
export async function revokeOtherSessions(tx: Db, userId: string, keepId: string, now: Date): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** The user's live sessions (neither revoked, expired nor idle too long), the most recently active first. */
export async function listLiveSessions(db: Db, userId: string, idleMinutes: number, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - idleMinutes * 60_000)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(200);
}

/** Revokes one of the user's sessions by its public id; the row when it was live, else undefined. */
export async function revokeSessionByPublicId(tx: Db, userId: string, publicId: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId), isNull(sessions.revokedAt)))
    .returning();
  return row;
}
