import { eq, inArray } from 'drizzle-orm';
import { UserPreferences } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { userPreferences } from '../../platform/db/schema/index.ts';

/** Parses a stored object leniently: unknown or invalid fields fall back to their defaults. */
function parseStored(stored: unknown): UserPreferences {
  const parsed = UserPreferences.safeParse(stored ?? {});
  if (parsed.success) return parsed.data;
  const defaults = UserPreferences.parse({});
  const object = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const kept = Object.fromEntries(
    Object.entries(object).filter(([key, value]) => UserPreferences.shape[key as keyof UserPreferences]?.safeParse(value).success),
  );
  return { ...defaults, ...UserPreferences.partial().parse(kept) };
}

export async function readPreferences(db: Db, userId: string): Promise<{ preferences: UserPreferences; updatedAt: Date | null }> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return { preferences: parseStored(row?.preferences), updatedAt: row?.updatedAt ?? null };
}

/** Preferences of many users at once (e.g. who among the recipients wants e-mail). */
export async function readPreferencesOf(db: Db, userIds: readonly string[]): Promise<Map<string, UserPreferences>> {
  const result = new Map<string, UserPreferences>(userIds.map((id) => [id, parseStored(undefined)]));
  if (userIds.length === 0) return result;
  const rows = await db.select().from(userPreferences).where(inArray(userPreferences.userId, [...userIds]));
  for (const row of rows) result.set(row.userId, parseStored(row.preferences));
  return result;
}

/** Writes the complete preferences object (callers merge an update into readPreferences first). */
export async function writePreferences(tx: Db, userId: string, preferences: UserPreferences, updatedAt: Date): Promise<Date> {
  await tx
    .insert(userPreferences)
    .values({ userId, preferences, updatedAt })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { preferences, updatedAt } });
  return updatedAt;
}
