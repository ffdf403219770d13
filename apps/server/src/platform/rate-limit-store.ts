import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { wallClock } from './clock.ts';
import { rowsOf, type Db } from './db/client.ts';

/** Old windows are swept now and then by whichever instance counts (about one request in a hundred). */
const SWEEP_CHANCE = 0.01;
const KEEP_MS = 60 * 60_000;

/** Counts one request of `bucket` in its fixed window; returns the count so far and what is left of the window. */
// A rate is requests per minute of real time, counted alike by every instance: the wall clock by design.
export async function countRequest(db: Db, bucket: string, timeWindowMs: number, now = wallClock.now().getTime()): Promise<{ current: number; ttl: number }> {
  const windowStart = new Date(Math.floor(now / timeWindowMs) * timeWindowMs);
  const [row] = rowsOf<{ hits: number }>(
    await db.execute(sql`
      INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES (${bucket}, ${windowStart}, 1)
      ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
      RETURNING hits`),
  );
  if (Math.random() < SWEEP_CHANCE) {
    await db.execute(sql`DELETE FROM rate_limit_hits WHERE window_start < ${new Date(now - KEEP_MS)}`);
  }
  return { current: Number(row?.hits ?? 1), ttl: windowStart.getTime() + timeWindowMs - now };
}

/**
 * A store for @fastify/rate-limit that counts in the database (table rate_limit_hits, one row per route, client
 * address and window), so a limit holds across every instance behind the load balancer, not per process.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged rate-limit options, the route itself under routeInfo.
      const route = (routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
      return new DatabaseRateLimitStore(`${method} ${route?.url ?? ''} `);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
