import type { z } from 'zod';
import type { LmsConfig, LmsStatement, LmsStatementListQuery, LmsStatementListResponse, LmsTestResult, UpdateLmsConfigRequest } from '@attest/domain';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { UNREACHABLE, type AddressPolicy } from '../repositories/address-policy.ts';
import { parseOutboundUrl } from '../repositories/outbound-url.ts';
import type { TokenCipher } from '../repositories/token-crypto.ts';
import type { LrsAccess, LrsClient } from './lrs-client.ts';
import { enqueueDelivery } from './lms-outbox.ts';
import { findStatement, listStatements, LMS_CONFIG_ID, markPending, readLmsConfig, saveLmsConfig, type LmsConfigRow, type LmsStatementRow } from './lms.repo.ts';

export interface LmsDeps {
  db: Db;
  jobs: JobQueue;
  client: LrsClient;
  cipher: TokenCipher;
  addresses: AddressPolicy;
  clock: Clock;
  /** http:// endpoints too (LMS_ALLOW_HTTP, for a test LRS on a private network). */
  allowHttp: boolean;
}

export interface AuditContext {
  actor: AuditActor;
  origin: RequestOrigin;
  userId: string;
}

/** The key's associated data: a ciphertext copied elsewhere does not open. */
const KEY_AAD = `lms:${LMS_CONFIG_ID}`;

/** The endpoint and credentials for one call, or null when not configured or turned off. */
export function lrsAccessOf(cipher: TokenCipher, row: LmsConfigRow | undefined): LrsAccess | null {
  if (!row?.enabled) return null;
  let key: string;
  try {
    key = cipher.decrypt(row.keyCiphertext, KEY_AAD);
  } catch {
    throw new Error('The stored LRS key cannot be decrypted with this server’s key (REPOSITORY_TOKEN_KEY or AUDIT_KEY changed): enter the key again.');
  }
  return { endpoint: row.endpoint, username: row.username, key };
}

export function presentLmsConfig(row: LmsConfigRow | undefined): LmsConfig {
  return {
    configured: row !== undefined,
    endpoint: row?.endpoint ?? null,
    username: row?.username ?? null,
    hasKey: row !== undefined,
    enabled: row?.enabled ?? false,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** What the audit trail records of the connection: never the key, only whether it changed. */
const auditable = (row: LmsConfigRow | undefined) => (row ? { endpoint: row.endpoint, username: row.username, enabled: row.enabled } : null);

/** https (http too when allowed), no credentials in the URL, and an address the outbound policy lets the server reach. */
async function checkEndpoint(deps: LmsDeps, endpoint: string): Promise<void> {
  const parsed = parseOutboundUrl(endpoint, deps.allowHttp);
  if (parsed === 'unparsable') throw new AppError('LMS_ENDPOINT_INVALID', undefined, { endpoint: 'Enter the LRS address, e.g. https://lrs.example.com/xapi/' });
  if (parsed === 'refused' || parsed.search || parsed.hash) {
    throw new AppError('LMS_ENDPOINT_INVALID', undefined, { endpoint: 'Enter an https:// address without a user name, password, query or fragment.' });
  }
  try {
    await deps.addresses.pin(endpoint);
  } catch (error) {
    const message = error instanceof AppError && error.message !== UNREACHABLE ? error.message : 'Unreachable: the LRS host name could not be resolved.';
    throw new AppError('LMS_ENDPOINT_REFUSED', message, { endpoint: message });
  }
}

export async function lmsConfigOf(db: Db): Promise<LmsConfig> {
  return presentLmsConfig(await readLmsConfig(db));
}

/** Sets the LRS connection (the key kept when none is given), audited in the same transaction. */
export async function updateLmsConfig(deps: LmsDeps, input: z.output<typeof UpdateLmsConfigRequest>, ctx: AuditContext): Promise<LmsConfig> {
  await checkEndpoint(deps, input.endpoint);
  return deps.db.transaction(async (tx) => {
    const before = await readLmsConfig(tx, true);
    if (!before && input.key === undefined) throw new AppError('LMS_KEY_REQUIRED', undefined, { key: 'Enter the LRS key.' });
    const now = deps.clock.now();
    const keyCiphertext = input.key === undefined ? before!.keyCiphertext : deps.cipher.encrypt(input.key, KEY_AAD);
    await saveLmsConfig(tx, { endpoint: input.endpoint, username: input.username, keyCiphertext, enabled: input.enabled, updatedAt: now, updatedBy: ctx.userId }, now);
    const after = await readLmsConfig(tx);
    await appendAuditEvent(tx, {
      actor: ctx.actor,
      origin: ctx.origin,
      action: 'LMS Integration Changed',
      entityType: 'setting',
      entityId: 'lms-integration',
      oldValues: auditable(before),
      newValues: { ...auditable(after), keyChanged: input.key !== undefined },
    });
    return presentLmsConfig(after);
  });
}

/** GET {endpoint}/about with the stored credentials: does the LRS answer, and which xAPI versions. */
export async function testLmsConnection(deps: LmsDeps): Promise<LmsTestResult> {
  const row = await readLmsConfig(deps.db);
  if (!row) throw new AppError('LMS_NOT_CONFIGURED');
  let access: LrsAccess | null;
  try {
    access = lrsAccessOf(deps.cipher, { ...row, enabled: true });
  } catch (error) {
    return { ok: false, status: null, versions: [], error: (error as Error).message };
  }
  const answer = await deps.client.about(access!);
  return { ok: answer.error === null, status: answer.status, versions: answer.versions, error: answer.error };
}

const presentStatement = (row: LmsStatementRow): LmsStatement => ({
  id: row.id,
  kind: row.kind,
  assignmentId: row.assignmentId,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  lastStatusCode: row.lastStatusCode,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  payload: row.payload,
});

export async function listLmsStatements(db: Db, query: z.output<typeof LmsStatementListQuery>): Promise<LmsStatementListResponse> {
  const { items, total } = await listStatements(db, query);
  return { items: items.map(presentStatement), total, page: query.page, pageSize: query.pageSize };
}

/** A failed statement, the same one (same id and content), queued again; audited with the enqueue. */
export async function resendLmsStatement(deps: LmsDeps, id: string, ctx: AuditContext): Promise<LmsStatement> {
  return deps.db.transaction(async (tx) => {
    const row = await findStatement(tx, id, true);
    if (!row) throw new AppError('LMS_STATEMENT_NOT_FOUND');
    if (row.status !== 'failed') throw new AppError('LMS_STATEMENT_NOT_FAILED');
    await markPending(tx, id);
    await enqueueDelivery(tx, deps.jobs, id);
    await appendAuditEvent(tx, {
      actor: ctx.actor,
      origin: ctx.origin,
      action: 'LMS Statement Resent',
      entityType: 'system',
      entityId: id,
      oldValues: { status: row.status, attempts: row.attempts, lastError: row.lastError },
      newValues: { status: 'pending', kind: row.kind, assignmentId: row.assignmentId },
    });
    return presentStatement({ ...row, status: 'pending' });
  });
}
