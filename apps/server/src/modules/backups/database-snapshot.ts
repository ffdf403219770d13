import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { BackupCounts } from '@attest/domain';
import type { Database, RawConnection } from '../../platform/db/client.ts';
import type { ExternalProgram } from '../../platform/process/run-program.ts';

export interface StoredBlob {
  sha256: string;
  size: number;
}

/** A consistent picture of the database: its dump in a file, and what that dump refers to. */
export interface DatabaseSnapshot {
  kind: 'pglite' | 'postgres';
  dump: { path: string; size: number; sha256: string };
  migrations: string[];
  counts: Omit<BackupCounts, 'files' | 'records'>;
  /** The newest audit event in the dump: audit checkpoints past it are not the dump's and stay out of the archive. */
  lastAuditSeq: number;
  /** The newest sealed audit event in the dump (events moments old may await their seal): the head its manifest records. */
  lastSealedSeq: number;
  /** Every registered blob, sorted by hash: the files the dump refers to (a superset on the embedded database). */
  blobs: StoredBlob[];
}

export interface PostgresDumpTool {
  pgDump: ExternalProgram;
  /** The login pg_dump connects as: the owner (MIGRATION_DATABASE_URL) when there is one, else DATABASE_URL. */
  url: string;
  timeoutMs: number;
}

const STATE_QUERIES = {
  migrations: 'SELECT name FROM schema_migrations ORDER BY name',
  counts: `SELECT (SELECT count(*) FROM documents)::int AS documents, (SELECT count(*) FROM document_versions)::int AS versions,
    (SELECT count(*) FROM signatures)::int AS signatures, (SELECT count(*) FROM audit_events)::int AS "auditEvents",
    (SELECT count(*) FROM users)::int AS users, (SELECT coalesce(max(seq), 0) FROM audit_events)::int AS "lastAuditSeq",
    (SELECT coalesce(max(seq), 0) FROM audit_seals)::int AS "lastSealedSeq"`,
  // A disposition destroys a document's files (destroyed_at): their rows stay in the dump, without bytes to copy.
  blobs: 'SELECT sha256, size::bigint AS size FROM blobs WHERE destroyed_at IS NULL ORDER BY sha256 COLLATE "C"',
};

type State = Pick<DatabaseSnapshot, 'migrations' | 'counts' | 'lastAuditSeq' | 'lastSealedSeq'>;
type Heads = Pick<DatabaseSnapshot, 'lastAuditSeq' | 'lastSealedSeq'>;

async function readState(conn: RawConnection): Promise<State> {
  const migrations = (await conn.query<{ name: string }>(STATE_QUERIES.migrations)).map((r) => r.name);
  const [{ lastAuditSeq, lastSealedSeq, ...counts }] = (await conn.query<State['counts'] & Heads>(STATE_QUERIES.counts)) as [State['counts'] & Heads];
  return { migrations, counts, lastAuditSeq, lastSealedSeq };
}

async function readBlobs(conn: RawConnection): Promise<StoredBlob[]> {
  return (await conn.query<{ sha256: string; size: string | number }>(STATE_QUERIES.blobs)).map((b) => ({ sha256: b.sha256, size: Number(b.size) }));
}

/**
 * Dumps the database into `dumpPath`. PGlite: its own data-directory dump, taken under PGlite's exclusive lock (no
 * statement runs during it); the counts and the newest audit event are read before it (so no checkpoint newer than
 * the dump is taken), the files after it (so every file the dump refers to is in the list).
 * PostgreSQL: pg_dump (custom format) on a snapshot exported from a REPEATABLE READ transaction in which the files
 * and counts are read too, so the dump and the list are the same instant while the server keeps writing.
 */
export async function snapshotDatabase(database: Database, dumpPath: string, tool: PostgresDumpTool | null): Promise<DatabaseSnapshot> {
  if (database.kind === 'pglite') {
    if (!database.dump) throw new Error('This embedded database cannot be dumped');
    const before = await database.withConnection(readState);
    const tarball = await database.dump();
    const dump = await writeHashed(Readable.fromWeb(tarball.stream() as WebReadableStream<Uint8Array>), dumpPath);
    return { kind: 'pglite', dump, ...before, blobs: await database.withConnection(readBlobs) };
  }
  if (!tool) throw new Error('pg_dump is needed to back up PostgreSQL');
  return database.withConnection(async (conn) => {
    await conn.exec('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const [{ snapshot }] = (await conn.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')) as [{ snapshot: string }];
      const state = await readState(conn);
      const blobs = await readBlobs(conn);
      const login = new URL(tool.url);
      const password = decodeURIComponent(login.password);
      login.password = '';
      await tool.pgDump.run(['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${dumpPath}`, `--dbname=${login.toString()}`], {
        timeoutMs: tool.timeoutMs,
        env: password ? { PGPASSWORD: password } : {},
      });
      const dump = await writeHashed(null, dumpPath);
      return { kind: 'postgres' as const, dump, ...state, blobs };
    } finally {
      await conn.exec('COMMIT');
    }
  });
}

/** Writes `source` to `filePath` (or, with no source, reads the file already there) and returns its size and SHA-256. */
async function writeHashed(source: Readable | null, filePath: string): Promise<DatabaseSnapshot['dump']> {
  const hash = createHash('sha256');
  if (source) {
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(source, hashing, createWriteStream(filePath, { flags: 'wx', mode: 0o600 }));
  } else {
    for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  }
  return { path: filePath, size: (await stat(filePath)).size, sha256: hash.digest('hex') };
}
