import { and, asc, eq, isNull } from 'drizzle-orm';
import type { RepositoryConnection, RepositorySource } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { documentVersionSources, repositoryConnections } from '../../platform/db/schema/repositories.ts';

export type ConnectionRow = typeof repositoryConnections.$inferSelect;
export type SourceRow = typeof documentVersionSources.$inferSelect;

export async function listConnections(db: Db): Promise<ConnectionRow[]> {
  return db.select().from(repositoryConnections).where(isNull(repositoryConnections.deletedAt)).orderBy(asc(repositoryConnections.name), asc(repositoryConnections.id));
}

export async function findConnection(db: Db, id: string, forUpdate = false): Promise<ConnectionRow | undefined> {
  const query = db.select().from(repositoryConnections).where(and(eq(repositoryConnections.id, id), isNull(repositoryConnections.deletedAt)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertConnection(db: Db, values: typeof repositoryConnections.$inferInsert): Promise<ConnectionRow> {
  const [row] = await db.insert(repositoryConnections).values(values).returning();
  return row!;
}

export async function updateConnection(db: Db, id: string, values: Partial<typeof repositoryConnections.$inferInsert>): Promise<ConnectionRow> {
  const [row] = await db.update(repositoryConnections).set(values).where(eq(repositoryConnections.id, id)).returning();
  return row!;
}

export async function insertSource(db: Db, values: typeof documentVersionSources.$inferInsert): Promise<void> {
  await db.insert(documentVersionSources).values(values);
}

export async function touchSource(db: Db, versionId: string, at: Date): Promise<void> {
  await db.update(documentVersionSources).set({ lastSyncAt: at }).where(eq(documentVersionSources.versionId, versionId));
}

/** A version's provenance with its connection's name (the connection may since have been removed). */
export async function sourceOfVersion(db: Db, versionId: string): Promise<RepositorySource | null> {
  const [row] = await db
    .select({ source: documentVersionSources, name: repositoryConnections.name })
    .from(documentVersionSources)
    .innerJoin(repositoryConnections, eq(repositoryConnections.id, documentVersionSources.connectionId))
    .where(eq(documentVersionSources.versionId, versionId));
  return row ? presentSource(row.source, row.name) : null;
}

export function presentSource(source: SourceRow, connectionName: string): RepositorySource {
  return {
    connectionId: source.connectionId,
    connectionName,
    repositoryUrl: source.repositoryUrl,
    branch: source.branch,
    commitSha: source.commitSha,
    path: source.path,
    blobSha: source.blobSha,
    importedAt: source.importedAt.toISOString(),
    lastSyncDate: source.lastSyncAt.toISOString(),
  };
}

export function presentConnection(row: ConnectionRow): RepositoryConnection {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    branch: row.branch,
    authScheme: row.authScheme,
    username: row.username,
    hasToken: row.tokenCiphertext !== null,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    lastCommitSha: row.lastCommitSha,
    lastError: row.lastError,
    rowVersion: row.rowVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
