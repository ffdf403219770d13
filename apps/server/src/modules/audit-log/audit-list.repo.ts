import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AUDIT_ACTIONS,
  AUDIT_GROUP_KEYWORDS,
  auditActionsInGroup,
  auditGroupOf,
  documentVisibility,
  hasPermission,
  type AuditEntry,
  type AuditGroup,
  type AuditListQuery,
  type DocumentVisibility,
  type Role,
} from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { likeSubstring } from '../../platform/db/like-pattern.ts';
import { documentView } from '../documents/released-view.ts';
import type { StoredAuditRow } from '../audit/audit-seal.ts';

export type AuditQuery = z.output<typeof AuditListQuery>;
export type AuditFilters = Pick<AuditQuery, 'action' | 'group' | 'user' | 'document' | 'entityType' | 'last' | 'from' | 'to'>;

/**
 * Whose events a viewer may read: the whole trail with its network details (IP address, user agent, session) only
 * with the audit module (read-audit-trail: spec 01 §6, 02 §7), everyone else only their own entries, without them;
 * and, through `documents`, which metadata of the documents they name the viewer may see (the released title behind
 * a draft). A document's change log (document-change-log.routes.ts) widens `kind` for one document, never `network`.
 */
export type AuditVisibility = ({ kind: 'all' } | { kind: 'own'; userId: string }) & { documents: DocumentVisibility; network: boolean };
export function auditVisibilityFor(viewer: { id: string; role: Role }): AuditVisibility {
  const whole = hasPermission(viewer.role, 'read-audit-trail');
  return { ...(whole ? { kind: 'all' as const } : { kind: 'own' as const, userId: viewer.id }), documents: documentVisibility(viewer.role, viewer.id), network: whole };
}

/** The keys of event values that describe the connection rather than the record: shown only with the network details. */
const NETWORK_KEYS = new Set(['session', 'sessionId', 'ip', 'userAgent', 'device']);
const withoutNetwork = (values: unknown): unknown =>
  values && typeof values === 'object' && !Array.isArray(values) ? Object.fromEntries(Object.entries(values).filter(([key]) => !NETWORK_KEYS.has(key))) : values;

/** A keyword list as a regular expression; the keywords are the domain's constants (letters, spaces, hyphens). */
const keywordPattern = (keywords: readonly string[]) => sql.raw(`'(${keywords.join('|')})'`);

/** keywordGroupOf in SQL, built from the same keyword lists in the same order (first match wins). */
const KEYWORD_GROUP_SQL = sql`CASE
  ${sql.join(AUDIT_GROUP_KEYWORDS.map(([group, keywords]) => sql`WHEN lower(a.action) ~ ${keywordPattern(keywords)} THEN ${sql.raw(`'${group}'`)}`), sql`\n  `)}
  ELSE 'other' END`;

/** An event whose action is one of `actions` (catalogue names, as bound parameters). */
export const actionIn = (actions: readonly string[]): SQL => (actions.length ? sql`a.action IN (${sql.join(actions.map((action) => sql`${action}`), sql`, `)})` : sql`false`);

/**
 * auditGroupOf in SQL: the catalogue's list of the group's actions, and for a name the catalogue does not hold (an
 * older event) the keyword rule, so the filter and the badge always agree.
 */
export const groupCondition = (group: AuditGroup): SQL => sql`(${actionIn(auditActionsInGroup(group))} OR (NOT ${actionIn(AUDIT_ACTIONS)} AND ${KEYWORD_GROUP_SQL} = ${group}))`;

/** The Audit screen's cards, each the same condition as the filter it applies. */
const SECURITY_SQL = groupCondition('security');
const DOCUMENT_EVENTS_SQL = sql`a.entity_type = 'document'`;
const LAST_24_HOURS_SQL = sql`a.occurred_at >= now() - interval '24 hours'`;

/** The WHERE conditions shared by the list, its count, the summary (visibility only) and the exports. */
export function auditConditions(filters: Partial<AuditFilters>, visibility: AuditVisibility): SQL[] {
  const conditions: SQL[] = [];
  if (visibility.kind === 'own') conditions.push(sql`a.actor_id = ${visibility.userId}`);
  if (filters.action) conditions.push(sql`a.action ILIKE ${likeSubstring(filters.action)}`);
  if (filters.group) conditions.push(groupCondition(filters.group));
  if (filters.user) conditions.push(sql`a.actor_id = ${filters.user}`);
  if (filters.document) conditions.push(sql`a.entity_type = 'document' AND a.entity_id = ${filters.document}`);
  if (filters.entityType === 'document') conditions.push(DOCUMENT_EVENTS_SQL);
  if (filters.last === '24h') conditions.push(LAST_24_HOURS_SQL);
  // Dates are whole UTC days, both ends inclusive.
  if (filters.from) conditions.push(sql`a.occurred_at >= (${filters.from}::date)::timestamp AT TIME ZONE 'UTC'`);
  if (filters.to) conditions.push(sql`a.occurred_at < (${filters.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  return conditions;
}

export const whereOf = (conditions: SQL[]): SQL => (conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``);

/** An event as listed: its stored columns with the document it names. */
export type AuditRow = Omit<StoredAuditRow, 'occurred_at' | 'prev_hash'> & {
  occurred_at: Date | string;
  doc_number: string | null;
  doc_title: string | null;
};

/**
 * Selects the chosen events (`page` is a subquery over audit_events aliased `a`) with their document, joined by
 * the uuid primary key after the events are chosen, so the join costs one index probe per returned row. The
 * document's title is the one the viewer may see.
 */
export const withDocuments = (page: SQL, order: SQL, visibility: AuditVisibility, columns?: SQL) => sql`
  SELECT a.seq, a.occurred_at, a.actor_id, a.actor_name, a.actor_role, a.action, a.entity_type, a.entity_id,
         a.old_values, a.new_values, a.reason, a.ip, a.user_agent, a.hash, d.doc_number, ${documentView(visibility.documents).title} AS doc_title${columns ? sql`, ${columns}` : sql``}
  FROM (${page}) a
  LEFT JOIN documents d ON a.entity_type = 'document'
    AND d.id = CASE WHEN a.entity_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN a.entity_id::uuid END
  ORDER BY ${order}`;

function orderOf(query: Pick<AuditQuery, 'sort' | 'dir'>): SQL {
  const dir = query.dir === 'asc' ? sql`ASC` : sql`DESC`;
  const key = query.sort === 'action' ? sql`lower(a.action)` : query.sort === 'user' ? sql`lower(a.actor_name)` : sql`a.occurred_at`;
  return sql`${key} ${dir}, a.seq ${dir}`;
}

/**
 * One page of events, filtered and sorted in SQL, with the total matching the same filters. `extra` adds conditions
 * over the events (`a`), e.g. an audit-trail review's period and highlight; `columns` adds computed columns to each row.
 */
export async function listAuditEvents<Extra extends object = object>(
  db: Db,
  query: Pick<AuditQuery, keyof AuditFilters | 'sort' | 'dir' | 'page' | 'pageSize'>,
  visibility: AuditVisibility,
  options: { extra?: SQL[]; columns?: SQL } = {},
): Promise<{ rows: (AuditRow & Extra)[]; total: number }> {
  const where = whereOf([...auditConditions(query, visibility), ...(options.extra ?? [])]);
  const order = orderOf(query);
  const offset = (query.page - 1) * query.pageSize;
  const [page, counted] = await Promise.all([
    db.execute(withDocuments(sql`SELECT * FROM audit_events a ${where} ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${offset}`, order, visibility, options.columns)),
    db.execute(sql`SELECT count(*) AS n FROM audit_events a ${where}`),
  ]);
  return { rows: rowsOf<AuditRow & Extra>(page), total: Number(rowsOf<{ n: string | number }>(counted)[0]?.n ?? 0) };
}

/** Real counts over everything the viewer may see (filters aside). */
export async function auditSummary(db: Db, visibility: AuditVisibility) {
  const where = whereOf(auditConditions({}, visibility));
  const result = await db.execute(sql`
    SELECT count(*) AS total,
           count(*) FILTER (WHERE ${LAST_24_HOURS_SQL}) AS last24,
           count(*) FILTER (WHERE ${DOCUMENT_EVENTS_SQL}) AS documents,
           count(*) FILTER (WHERE ${SECURITY_SQL}) AS security
    FROM audit_events a ${where}`);
  const row = rowsOf<Record<'total' | 'last24' | 'documents' | 'security', string | number>>(result)[0];
  return {
    total: Number(row?.total ?? 0),
    last24Hours: Number(row?.last24 ?? 0),
    documentEvents: Number(row?.documents ?? 0),
    securityEvents: Number(row?.security ?? 0),
  };
}

/** The highest sequence now: exports read up to it, so what they count is exactly what they write. */
export async function lastAuditSeq(db: Db): Promise<number> {
  const result = await db.execute(sql`SELECT coalesce(max(seq), 0) AS seq FROM audit_events`);
  return Number(rowsOf<{ seq: string | number }>(result)[0]?.seq ?? 0);
}

export async function countAuditEvents(db: Db, filters: AuditFilters, visibility: AuditVisibility, upToSeq: number): Promise<number> {
  const where = whereOf([...auditConditions(filters, visibility), sql`a.seq <= ${upToSeq}`]);
  const result = await db.execute(sql`SELECT count(*) AS n FROM audit_events a ${where}`);
  return Number(rowsOf<{ n: string | number }>(result)[0]?.n ?? 0);
}

/**
 * Every matching event up to `upToSeq`, in sequence order, read in keyset batches so memory stays flat however
 * long the trail is. `limit` stops early (the PDF report's cap).
 */
export async function* streamAuditEvents(
  db: Db,
  filters: AuditFilters,
  visibility: AuditVisibility,
  options: { upToSeq: number; dir: 'asc' | 'desc'; batchSize?: number; limit?: number },
): AsyncGenerator<AuditRow> {
  const batchSize = options.batchSize ?? 1000;
  const asc = options.dir === 'asc';
  let cursor: number | null = null;
  let emitted = 0;
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  for (;;) {
    const conditions = [...auditConditions(filters, visibility), sql`a.seq <= ${options.upToSeq}`];
    if (cursor !== null) conditions.push(asc ? sql`a.seq > ${cursor}` : sql`a.seq < ${cursor}`);
    const order = asc ? sql`a.seq ASC` : sql`a.seq DESC`;
    const take = Math.min(batchSize, limit - emitted);
    if (take <= 0) return;
    const rows = rowsOf<AuditRow>(await db.execute(withDocuments(sql`SELECT * FROM audit_events a ${whereOf(conditions)} ORDER BY ${order} LIMIT ${take}`, order, visibility)));
    for (const row of rows) yield row;
    emitted += rows.length;
    if (rows.length < take) return;
    cursor = Number(rows[rows.length - 1]!.seq);
  }
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const versionOf = (values: unknown): string | null => {
  if (values && typeof values === 'object' && 'version' in values) {
    const v = values.version;
    return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
  }
  return null;
};

export function presentAuditRow(row: AuditRow, visibility: Pick<AuditVisibility, 'network'>): AuditEntry {
  const values = visibility.network ? (v: unknown) => v : withoutNetwork;
  return {
    seq: Number(row.seq),
    timestamp: iso(row.occurred_at),
    actor: { id: row.actor_id, name: row.actor_name, role: row.actor_role },
    action: row.action,
    group: auditGroupOf(row.action),
    entityType: row.entity_type,
    entityId: row.entity_id,
    document: row.doc_number !== null && row.entity_id ? { id: row.entity_id, docNumber: row.doc_number, title: row.doc_title ?? '' } : null,
    version: versionOf(row.new_values) ?? versionOf(row.old_values),
    oldValues: values(row.old_values ?? null),
    newValues: values(row.new_values ?? null),
    reason: row.reason,
    ip: visibility.network ? row.ip : null,
    userAgent: visibility.network ? row.user_agent : null,
    hash: row.hash,
  };
}

/** One audit entry by its sequence number, if the viewer may see it. */
export async function findAuditEntry(db: Db, seq: number, visibility: AuditVisibility): Promise<AuditRow | undefined> {
  const where = whereOf([...auditConditions({}, visibility), sql`a.seq = ${seq}`]);
  return rowsOf<AuditRow>(await db.execute(withDocuments(sql`SELECT * FROM audit_events a ${where}`, sql`a.seq`, visibility)))[0];
}
