import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  type AuditAction,
  deriveRepositoryItem,
  normalizeRepositoryPath,
  sameGitServer,
  type CreateRepositoryRequest,
  type RepositoryCheck,
  type RepositoryItem,
  type RepositoryTreeQuery,
  type RepositoryTreeResponse,
  type TestRepositoryResponse,
  type UpdateRepositoryRequest,
} from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import type { GitClient, RemoteAccess } from './git-client.ts';
import type { TokenCipher } from './token-crypto.ts';
import { findConnection, insertConnection, listConnections, presentConnection, updateConnection, type ConnectionRow } from './repositories.repo.ts';
import type { Clock } from '../../platform/clock.ts';

export interface RepositoryDeps {
  db: Db;
  git: GitClient;
  cipher: TokenCipher;
  clock: Clock;
}

export interface AuditContext {
  actor: AuditActor;
  origin: RequestOrigin;
}

type CreateInput = z.output<typeof CreateRepositoryRequest>;
type UpdateInput = z.output<typeof UpdateRepositoryRequest>;
type TreeQuery = z.output<typeof RepositoryTreeQuery>;

/** What the audit trail records of a connection: everything but the token, of which only its presence. */
const auditable = (row: ConnectionRow) => ({ name: row.name, url: row.url, branch: row.branch, authScheme: row.authScheme, username: row.username, hasToken: row.tokenCiphertext !== null });

async function audit(tx: Db, ctx: AuditContext, action: AuditAction, id: string, values: { old?: unknown; new?: unknown }) {
  await appendAuditEvent(tx, { actor: ctx.actor, origin: ctx.origin, action, entityType: 'repository', entityId: id, oldValues: values.old, newValues: values.new });
}

export async function connectionOrThrow(db: Db, id: string, forUpdate = false): Promise<ConnectionRow> {
  const row = await findConnection(db, id, forUpdate);
  if (!row) throw new AppError('REPOSITORY_NOT_FOUND');
  return row;
}

/** The URL, branch and decrypted token of a connection, for one git run. */
export function remoteOf(deps: RepositoryDeps, row: ConnectionRow): RemoteAccess {
  let token: string | null = null;
  if (row.tokenCiphertext) {
    try {
      token = deps.cipher.decrypt(row.tokenCiphertext, row.id);
    } catch {
      throw new AppError('REPOSITORY_ACCESS_ERROR', 'The stored token cannot be decrypted with this server’s key (REPOSITORY_TOKEN_KEY or AUDIT_KEY changed): enter the token again.');
    }
  }
  return { url: row.url, authScheme: row.authScheme, username: row.username, token };
}

export async function listRepositories(db: Db) {
  return (await listConnections(db)).map(presentConnection);
}

export async function createRepository(deps: RepositoryDeps, input: CreateInput, ctx: AuditContext & { userId: string }) {
  deps.git.checkUrl(input.url);
  const id = randomUUID();
  return deps.db.transaction(async (tx) => {
    const row = await insertConnection(tx, {
      id,
      name: input.name,
      url: input.url,
      branch: input.branch,
      authScheme: input.authScheme,
      username: input.username || 'git',
      tokenCiphertext: input.token ? deps.cipher.encrypt(input.token, id) : null,
      createdBy: ctx.userId,
    });
    await audit(tx, ctx, 'Repository Connection Created', id, { new: auditable(row) });
    return presentConnection(row);
  });
}

export async function updateRepository(deps: RepositoryDeps, id: string, input: UpdateInput, ctx: AuditContext) {
  deps.git.checkUrl(input.url);
  const { before, after } = await deps.db.transaction(async (tx) => {
    const before = await connectionOrThrow(tx, id, true);
    if (before.rowVersion !== input.rowVersion) throw new AppError('CONFLICT');
    // A token is a credential for one server: moved to another scheme, host or port, the stored one is not sent
    // there (it could be a server the person editing controls); only a token entered with the move is.
    const tokenDiscarded = input.token === undefined && before.tokenCiphertext !== null && !sameGitServer(before.url, input.url);
    const tokenCiphertext = input.token === undefined ? (tokenDiscarded ? null : before.tokenCiphertext) : input.token === '' ? null : deps.cipher.encrypt(input.token, id);
    const after = await updateConnection(tx, id, {
      name: input.name,
      url: input.url,
      branch: input.branch,
      authScheme: input.authScheme,
      username: input.username || 'git',
      tokenCiphertext,
      rowVersion: before.rowVersion + 1,
      updatedAt: deps.clock.now(),
      ...(before.url !== input.url || before.branch !== input.branch ? { lastFetchedAt: null, lastCommitSha: null, lastError: null } : {}),
    });
    await audit(tx, ctx, 'Repository Connection Updated', id, {
      old: auditable(before),
      new: { ...auditable(after), tokenReplaced: input.token !== undefined && input.token !== '', ...(tokenDiscarded ? { tokenDiscarded } : {}) },
    });
    return { before, after };
  });
  // Another address or branch: the old mirror is of no use.
  if (before.url !== after.url || before.branch !== after.branch) await deps.git.removeMirror(id);
  return presentConnection(after);
}

export async function deleteRepository(deps: RepositoryDeps, id: string, ctx: AuditContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await connectionOrThrow(tx, id, true);
    // Kept, marked removed, so imported versions still name it; the token goes.
    const now = deps.clock.now();
    await updateConnection(tx, id, { deletedAt: now, tokenCiphertext: null, rowVersion: before.rowVersion + 1, updatedAt: now });
    await audit(tx, ctx, 'Repository Connection Deleted', id, { old: auditable(before) });
  });
  await deps.git.removeMirror(id);
}

/** Fetches the connection's branch into its mirror and records the outcome on the row. */
export async function fetchConnection(deps: RepositoryDeps, row: ConnectionRow): Promise<string> {
  try {
    const head = await deps.git.fetch(row.id, remoteOf(deps, row), row.branch);
    await updateConnection(deps.db, row.id, { lastFetchedAt: deps.clock.now(), lastCommitSha: head, lastError: null });
    return head;
  } catch (error) {
    if (error instanceof AppError) await updateConnection(deps.db, row.id, { lastError: error.message });
    throw error;
  }
}

/** A file at the branch head, by its repository path (already normalised): the connection and the blob. */
export async function fileAtHead(deps: RepositoryDeps, connectionId: string, file: string): Promise<{ row: ConnectionRow; blob: { id: string; size: number } }> {
  const row = await connectionOrThrow(deps.db, connectionId);
  const blob = await deps.git.blobAt(row.id, await headOf(deps, row), file);
  if (!blob) throw new AppError('REPOSITORY_ITEM_NOT_FOUND', 'File not found');
  return { row, blob };
}

/** The mirror's head, fetching first when asked or when nothing was fetched yet. */
export async function headOf(deps: RepositoryDeps, row: ConnectionRow, refresh = false): Promise<string> {
  const head = refresh ? null : await deps.git.head(row.id);
  return head ?? fetchConnection(deps, row);
}

export function pathOrThrow(input: string): string {
  const normalized = normalizeRepositoryPath(input);
  if (normalized === null) throw new AppError('REPOSITORY_PATH_INVALID', undefined, { path: 'The path may not contain ".."' });
  return normalized;
}

/** A folder of the repository at the branch's head: entries with real sizes and last-modified dates, sorted. */
export async function browseRepository(deps: RepositoryDeps, id: string, query: TreeQuery): Promise<RepositoryTreeResponse> {
  const folder = pathOrThrow(query.path);
  const row = await connectionOrThrow(deps.db, id);
  const commit = await headOf(deps, row, query.refresh);
  const entries = await deps.git.listFolder(row.id, commit, folder);
  if (!entries) throw new AppError('REPOSITORY_ITEM_NOT_FOUND', 'Folder not found');
  const touched = await deps.git.lastCommits(row.id, commit, folder, entries.map((e) => e.name));
  const items: RepositoryItem[] = entries.map((entry) => {
    const itemPath = folder ? `${folder}/${entry.name}` : entry.name;
    const last = touched.get(entry.name);
    return {
      name: entry.name,
      path: itemPath,
      type: entry.type,
      id: entry.id,
      size: entry.size,
      lastModified: last?.date.toISOString() ?? null,
      lastCommitSha: last?.sha ?? null,
      ...deriveRepositoryItem(itemPath, entry.type),
    };
  });
  const fetched = (await findConnection(deps.db, id))?.lastFetchedAt ?? deps.clock.now();
  return {
    repository: { id: row.id, name: row.name, url: row.url, branch: row.branch },
    commitSha: commit,
    fetchedAt: fetched.toISOString(),
    path: folder,
    items: sortItems(items, query.sort, query.direction),
  };
}

/** Folders first, then by the chosen key; ties by name, so the order is stable. */
export function sortItems(items: RepositoryItem[], sort: TreeQuery['sort'], direction: TreeQuery['direction']): RepositoryItem[] {
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: RepositoryItem, b: RepositoryItem) => a.name.localeCompare(b.name, 'en', { numeric: true, sensitivity: 'base' });
  const key: Record<TreeQuery['sort'], (a: RepositoryItem, b: RepositoryItem) => number> = {
    name: byName,
    date: (a, b) => (a.lastModified ?? '').localeCompare(b.lastModified ?? ''),
    size: (a, b) => (a.size ?? 0) - (b.size ?? 0),
    type: (a, b) => a.fileExtension.localeCompare(b.fileExtension),
  };
  return [...items].sort((a, b) => {
    if (a.type !== b.type) return a.type === 'tree' ? -1 : 1;
    return sign * (key[sort](a, b) || byName(a, b));
  });
}

/** Spec 02 §5 repository diagnostics: configuration, authentication, branch, file; the first failure ends the run. */
export async function testRepository(deps: RepositoryDeps, id: string, filePath: string | undefined): Promise<TestRepositoryResponse> {
  const row = await connectionOrThrow(deps.db, id);
  let remote: RemoteAccess | null = null;
  let heads = new Map<string, string>();
  const steps: [RepositoryCheck['name'], () => Promise<Omit<RepositoryCheck, 'name' | 'ms'>>][] = [
    [
      'configuration',
      async () => {
        deps.git.checkUrl(row.url);
        remote = remoteOf(deps, row);
        if (!(await deps.git.program.locate())) throw new AppError('REPOSITORY_UNAVAILABLE');
        return remote.token
          ? { status: 'pass', message: `Address ${row.url}, branch ${row.branch}, token set` }
          : { status: 'warn', message: 'No access token provided: only a public repository can be read.' };
      },
    ],
    [
      'authentication',
      async () => {
        heads = await deps.git.branches(remote!);
        return { status: 'pass', message: `Connected: ${heads.size} branch${heads.size === 1 ? '' : 'es'} readable` };
      },
    ],
    [
      'branch',
      async () => {
        const sha = heads.get(row.branch);
        if (!sha) throw new AppError('REPOSITORY_ITEM_NOT_FOUND', `Branch "${row.branch}" not found in the repository`);
        return { status: 'pass', message: `Branch ${row.branch} at ${sha.slice(0, 12)}` };
      },
    ],
    [
      'file',
      async () => {
        const head = await fetchConnection(deps, row);
        if (filePath) {
          const file = pathOrThrow(filePath);
          const blob = await deps.git.blobAt(row.id, head, file);
          if (!blob) throw new AppError('REPOSITORY_ITEM_NOT_FOUND', `Cannot access file (404): ${file}`);
          return { status: 'pass', message: `${file}: ${blob.size} bytes`, details: `blob ${blob.id}` };
        }
        const entries = (await deps.git.listFolder(row.id, head, '')) ?? [];
        return { status: 'pass', message: `Root folder read: ${entries.length} item${entries.length === 1 ? '' : 's'}` };
      },
    ],
  ];
  const checks: RepositoryCheck[] = [];
  let failed = false;
  for (const [name, run] of steps) {
    if (failed) {
      checks.push({ name, status: 'skipped', message: 'Not run: an earlier check failed', ms: 0 });
      continue;
    }
    const started = performance.now();
    try {
      checks.push({ name, ...(await run()), ms: performance.now() - started });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed = true;
      checks.push({ name, status: 'fail', message: error.message, ms: performance.now() - started });
    }
  }
  return { ok: !failed, checks };
}
