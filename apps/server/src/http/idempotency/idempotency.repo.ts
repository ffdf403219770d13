import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.ts';

export interface IdempotencyScope {
  userId: string;
  route: string;
  key: string;
}

export interface StoredIdempotentRequest {
  requestHash: string;
  state: 'running' | 'done';
  responseStatus: number | null;
  responseType: string | null;
  responseBody: string | null;
}

/**
 * Claims the key for this request: a new key, or one whose record expired or whose first request was abandoned
 * (still running past `staleBefore`). One statement, so two requests racing for the same key cannot both win.
 */
export async function claimKey(db: Db, scope: IdempotencyScope, requestHash: string, at: { now: Date; expiresAt: Date; staleBefore: Date }): Promise<boolean> {
  const rows = rowsOf<{ key: string }>(
    await db.execute(sql`
      INSERT INTO idempotency_keys (user_id, route, key, request_hash, state, created_at, expires_at)
      VALUES (${scope.userId}, ${scope.route}, ${scope.key}, ${requestHash}, 'running', ${at.now}, ${at.expiresAt})
      ON CONFLICT (user_id, route, key) DO UPDATE
        SET request_hash = EXCLUDED.request_hash, state = 'running', response_status = NULL, response_type = NULL,
            response_body = NULL, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
        WHERE idempotency_keys.expires_at <= ${at.now}
           OR (idempotency_keys.state = 'running' AND idempotency_keys.created_at < ${at.staleBefore})
      RETURNING key`),
  );
  return rows.length === 1;
}

export async function findKey(db: Db, scope: IdempotencyScope): Promise<StoredIdempotentRequest | undefined> {
  const [row] = rowsOf<{ request_hash: string; state: 'running' | 'done'; response_status: number | null; response_type: string | null; response_body: string | null }>(
    await db.execute(sql`
      SELECT request_hash, state, response_status, response_type, response_body FROM idempotency_keys
      WHERE user_id = ${scope.userId} AND route = ${scope.route} AND key = ${scope.key}`),
  );
  return row && { requestHash: row.request_hash, state: row.state, responseStatus: row.response_status, responseType: row.response_type, responseBody: row.response_body };
}

export async function completeKey(db: Db, scope: IdempotencyScope, response: { status: number; type: string | null; body: string }): Promise<void> {
  await db.execute(sql`
    UPDATE idempotency_keys SET state = 'done', response_status = ${response.status}, response_type = ${response.type}, response_body = ${response.body}
    WHERE user_id = ${scope.userId} AND route = ${scope.route} AND key = ${scope.key}`);
}

/** A failed request leaves nothing behind: the same key may be sent again once the cause is put right. */
export async function releaseKey(db: Db, scope: IdempotencyScope): Promise<void> {
  await db.execute(sql`DELETE FROM idempotency_keys WHERE user_id = ${scope.userId} AND route = ${scope.route} AND key = ${scope.key} AND state = 'running'`);
}

export async function deleteExpiredKeys(db: Db, now: Date): Promise<number> {
  return rowsOf<{ key: string }>(await db.execute(sql`DELETE FROM idempotency_keys WHERE expires_at <= ${now} RETURNING key`)).length;
}
