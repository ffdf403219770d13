import { sql, type SQL } from 'drizzle-orm';
import { COPY_STATUSES, CopyListQuery, type CopyListItem, type CopyListResponse, type CopyStatus, type DocumentVisibility } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/db/client.ts';
import { likeSubstring } from '../../platform/db/like-pattern.ts';
import { visibilityCondition } from '../documents/documents-list.repo.ts';
import { documentView } from '../documents/released-view.ts';

export type CopyFilters = Omit<ReturnType<typeof CopyListQuery.parse>, 'page' | 'pageSize'>;

interface CopyListRow {
  id: string;
  number: number;
  controlled: boolean;
  status: CopyStatus;
  status_changed_at: Date | string | null;
  status_reason: string | null;
  status_changed_by: string | null;
  document_id: string;
  doc_number: string;
  title: string;
  version_label: string;
  print_id: string;
  printed_at: Date | string;
  printed_by: string;
  purpose: string;
  holder: string | null;
  location: string | null;
}

/**
 * The copies a viewer may list: those of documents they may see (canSeeDocument in SQL, as the documents list), under
 * the screen's filters. `withStatus: false` leaves the status filter out, for the per-status counts.
 */
function conditions(filters: CopyFilters, visibility: DocumentVisibility, withStatus: boolean): SQL {
  const view = documentView(visibility);
  const list: SQL[] = [];
  const visible = visibilityCondition(visibility);
  if (visible) list.push(visible);
  if (withStatus && filters.status) list.push(sql`c.status = ${filters.status}`);
  if (filters.controlled) list.push(sql`c.controlled = ${filters.controlled === 'true'}`);
  if (filters.document) list.push(sql`p.document_id = ${filters.document}`);
  if (filters.q) {
    const pattern = likeSubstring(filters.q);
    list.push(sql`(d.doc_number ILIKE ${pattern} OR ${view.title} ILIKE ${pattern} OR p.holder ILIKE ${pattern} OR p.location ILIKE ${pattern})`);
  }
  return list.length ? sql`WHERE ${sql.join(list, sql` AND `)}` : sql``;
}

const FROM = sql`FROM document_copies c
  JOIN document_prints p ON p.id = c.print_id
  JOIN documents d ON d.id = p.document_id`;

/** The list's columns and joins, as the viewer sees the document's title. */
function selectSql(visibility: DocumentVisibility): SQL {
  const view = documentView(visibility);
  return sql`SELECT c.id, c.number, c.controlled, c.status, c.status_changed_at, c.status_reason, cb.name AS status_changed_by,
      d.id AS document_id, d.doc_number, ${view.title} AS title, v.version_label, p.id AS print_id, p.printed_at,
      pb.name AS printed_by, p.purpose, p.holder, p.location
    ${FROM}
    JOIN document_versions v ON v.id = c.version_id
    JOIN users pb ON pb.id = p.printed_by
    LEFT JOIN users cb ON cb.id = c.status_changed_by`;
}

const pageSql = (filters: CopyFilters, visibility: DocumentVisibility, limit: number, offset: number): SQL =>
  sql`${selectSql(visibility)} ${conditions(filters, visibility, true)}
    ORDER BY p.printed_at DESC, p.id DESC, c.number ASC
    LIMIT ${limit} OFFSET ${offset}`;

const iso = (value: Date | string | null): string | null => (value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString());

export const presentCopyRow = (row: CopyListRow): CopyListItem => ({
  id: row.id,
  number: Number(row.number),
  controlled: row.controlled,
  status: row.status,
  statusChangedAt: iso(row.status_changed_at),
  statusReason: row.status_reason,
  statusChangedBy: row.status_changed_by,
  document: { id: row.document_id, docNumber: row.doc_number, title: row.title },
  versionLabel: row.version_label,
  printId: row.print_id,
  printedAt: iso(row.printed_at)!,
  printedBy: row.printed_by,
  purpose: row.purpose,
  holder: row.holder,
  location: row.location,
});

/** Copies per status under the filters, the status filter left out (the screen's tab counts, the dashboard card). */
export async function countCopiesByStatus(db: Db, filters: CopyFilters, visibility: DocumentVisibility): Promise<CopyListResponse['counts']> {
  const rows = rowsOf<{ status: CopyStatus; n: number | string }>(
    await db.execute(sql`SELECT c.status, count(*)::int AS n ${FROM} ${conditions(filters, visibility, false)} GROUP BY c.status`),
  );
  const counts = Object.fromEntries(COPY_STATUSES.map((s) => [s, 0])) as CopyListResponse['counts'];
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** One page of the list, newest print first and by number within a print, paged in SQL. */
export async function listCopies(db: Db, query: ReturnType<typeof CopyListQuery.parse>, visibility: DocumentVisibility): Promise<CopyListResponse> {
  const { page, pageSize, ...filters } = query;
  const [rows, counted, counts] = await Promise.all([
    db.execute(pageSql(filters, visibility, pageSize, (page - 1) * pageSize)),
    db.execute(sql`SELECT count(*)::int AS n ${FROM} ${conditions(filters, visibility, true)}`),
    countCopiesByStatus(db, filters, visibility),
  ]);
  return { items: rowsOf<CopyListRow>(rows).map(presentCopyRow), total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0), page, pageSize, counts };
}

/** Every matching copy, in the list's order, read a batch at a time (the CSV export). */
export async function* streamCopies(db: Db, filters: CopyFilters, visibility: DocumentVisibility, batchSize = 1000): AsyncGenerator<CopyListItem> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = rowsOf<CopyListRow>(await db.execute(pageSql(filters, visibility, batchSize, offset)));
    for (const row of rows) yield presentCopyRow(row);
    if (rows.length < batchSize) return;
  }
}

/** One copy as the list shows it (the caller has checked the viewer may see its document), e.g. once reconciled. */
export async function findCopyItem(db: Db, copyId: string): Promise<CopyListItem | undefined> {
  const rows = rowsOf<CopyListRow>(await db.execute(sql`${selectSql({ kind: 'all' })} WHERE c.id = ${copyId}`));
  return rows[0] ? presentCopyRow(rows[0]) : undefined;
}
