import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { RELEASED_STATUSES, type DocumentListQuery, type DocumentSortField, type DocumentVisibility } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { documentView, type DocumentView } from './released-view.ts';

export type ListQuery = z.output<typeof DocumentListQuery>;

/**
 * The reader's own filters (acknowledged=mine, trainingDue=mine), written by the modules that own those records
 * (dashboard/personal-filters.ts): a list of documents does not reach into acknowledgements or training.
 */
export interface PersonalFilters {
  acknowledged: SQL;
  trainingDue: SQL;
}

/** A search ranks at most this many matching documents, so a common word costs no more than a rare one. */
export const SEARCH_CANDIDATE_CAP = 1000;
/** Without a search the total is counted up to this many. */
export const LIST_COUNT_CAP = 10_000;

export interface DocumentListRow {
  id: string;
  doc_number: string;
  title: string;
  document_type: string;
  status: string;
  priority: string;
  version_label: string;
  is_locked: boolean;
  has_file: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  category_id: string;
  category_name: string;
  department_id: string;
  department_name: string;
  author_id: string;
  author_name: string;
}

/** Turns what a user types into a prefix query: every word must match, the last one as a prefix. */
export function toPrefixTsQuery(text: string): string | null {
  const words = text.normalize('NFKC').split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w) => `${w.toLowerCase()}:*`).join(' & ');
}

/**
 * Which text a viewer's search matches: the working copy's where they may see it, otherwise the released version's
 * (released_search), so a phrase only in an unreleased draft finds nothing for them. `vector` ranks the same text.
 */
export function textSearch(visibility: DocumentVisibility, tsQuery: string): { match: SQL; vector: SQL } {
  return textMatch(visibility, sql`to_tsquery('english', ${tsQuery})`);
}

/** textSearch for any tsquery expression (Where Used matches a phrase). */
export function textMatch(visibility: DocumentVisibility, query: SQL): { match: SQL; vector: SQL } {
  if (visibility.kind === 'all') return { match: sql`d.search @@ ${query}`, vector: sql`d.search` };
  if (visibility.kind === 'released') return { match: sql`d.released_search @@ ${query}`, vector: sql`d.released_search` };
  const own = sql`d.author_id = ${visibility.userId}`;
  return {
    // Two index-backed branches rather than one CASE, so both GIN indexes stay usable.
    match: sql`((${own} AND d.search @@ ${query}) OR (NOT ${own} AND d.released_search @@ ${query}))`,
    vector: sql`CASE WHEN ${own} THEN d.search ELSE d.released_search END`,
  };
}

/** A version in force for readers: recorded as such, or (documents released before it was recorded) the effective one; never once archived. */
const inForce = sql`(d.status <> 'archived' AND (d.effective_version_id IS NOT NULL OR d.status = 'effective'))`;

/** canSeeDocument in SQL: released, or with a version in force behind a newer draft (never once archived). */
export function visibilityCondition(visibility: DocumentVisibility): SQL | null {
  const released = sql`(d.status IN (${sql.join(RELEASED_STATUSES.map((s) => sql`${s}`), sql`, `)}) OR ${inForce})`;
  if (visibility.kind === 'all') return null;
  if (visibility.kind === 'released') return released;
  return sql`(d.author_id = ${visibility.userId} OR ${released})`;
}

/**
 * The WHERE conditions of a list query, without the search. Archived documents show only when asked for. Filters
 * apply to the values the reader is shown (a draft's new category finds nothing for those who may not see it).
 * `mine` holds the caller's own filters (acknowledged=mine, trainingDue=mine).
 */
export function listConditions(query: ListQuery, visibility: DocumentVisibility, mine?: PersonalFilters): SQL[] {
  const conditions: SQL[] = [];
  const view = documentView(visibility);
  const visible = visibilityCondition(visibility);
  if (visible) conditions.push(visible);
  if (query.status?.length) conditions.push(sql`${view.status} IN (${sql.join(query.status.map((s) => sql`${s}`), sql`, `)})`);
  else conditions.push(sql`d.status <> 'archived'`);
  if (query.department) conditions.push(sql`${view.departmentId} = ${query.department}`);
  if (query.category) conditions.push(sql`${view.categoryId} = ${query.category}`);
  if (query.author) conditions.push(sql`d.author_id = ${query.author}`);
  if (query.updatedFrom) conditions.push(sql`${view.updatedAt} >= ${query.updatedFrom}::date`);
  if (query.updatedTo) conditions.push(sql`${view.updatedAt} < ${query.updatedTo}::date + 1`);
  if (query.decision) conditions.push(decisionCondition(query));
  if (query.reviewDue) conditions.push(reviewDue(view));
  if (query.inForce) conditions.push(inForce);
  if (query.acknowledged || query.trainingDue) {
    if (!mine) throw new Error('acknowledgement filters need the viewer');
    if (query.acknowledged) conditions.push(mine.acknowledged);
    if (query.trainingDue) conditions.push(mine.trainingDue);
  }
  return conditions;
}

/** Due for periodic review: effective, and the review date (or, without one, the last change) has passed. */
const reviewDue = (view: DocumentView): SQL => sql`(${view.status} = 'effective' AND coalesce(${view.reviewDate}::timestamptz, ${view.updatedAt}) < now())`;

/** A document whose workflow history holds the decision: a completed review, an approval, or a rejection. */
function decisionCondition(query: ListQuery): SQL {
  const kind =
    query.decision === 'reviewed'
      ? sql`a.type = 'reviewer' AND a.status = 'completed'`
      : query.decision === 'approved'
        ? sql`a.type = 'approver' AND a.decision = 'approved'`
        : sql`a.decision = 'rejected'`;
  return sql`EXISTS (SELECT 1 FROM workflow_assignments a JOIN workflows w ON w.id = a.workflow_id
    WHERE w.document_id = d.id AND ${kind}
    ${query.decidedBy ? sql`AND a.user_id = ${query.decidedBy}` : sql``}
    ${query.decidedFrom ? sql`AND a.completed_at >= ${query.decidedFrom}::timestamptz` : sql``})`;
}

const order = (view: DocumentView): Record<DocumentSortField, SQL> => ({
  title: sql`lower(${view.title})`,
  docNumber: sql`d.doc_number`,
  category: sql`c.name`,
  status: view.status,
  priority: sql`CASE ${view.priority} WHEN 'low' THEN 0 WHEN 'medium' THEN 1 WHEN 'high' THEN 2 ELSE 3 END`,
  updatedAt: view.updatedAt,
});

function orderBy(query: ListQuery, view: DocumentView, search: { tsQuery: string; vector: SQL } | null): SQL {
  const dir = query.dir === 'desc' ? sql`DESC` : sql`ASC`;
  const fields = order(view);
  if (query.sort === 'relevance' && search) {
    return sql`ts_rank(${search.vector}, to_tsquery('english', ${search.tsQuery})) DESC, ${fields.title} ASC, d.id`;
  }
  const field = query.sort === 'relevance' ? fields.title : fields[query.sort];
  return sql`${field} ${dir}, d.id ${dir}`;
}

const selectColumns = (view: DocumentView) => sql`
  d.id, d.doc_number, ${view.title} AS title, ${view.documentType} AS document_type, ${view.status} AS status,
  ${view.priority} AS priority, ${view.versionLabel} AS version_label, ${view.isLocked} AS is_locked,
  (v.blob_sha256 IS NOT NULL) AS has_file, d.created_at, ${view.updatedAt} AS updated_at,
  c.id AS category_id, c.name AS category_name, dp.id AS department_id, dp.name AS department_name,
  u.id AS author_id, u.name AS author_name`;

const joins = (view: DocumentView) => sql`
  JOIN categories c ON c.id = ${view.categoryId}
  JOIN departments dp ON dp.id = ${view.departmentId}
  JOIN users u ON u.id = d.author_id
  LEFT JOIN document_versions v ON v.id = ${view.versionId}`;

/**
 * The SQL of one page of the list. With a search, the matching documents are first narrowed to a capped candidate
 * set (GIN index), then sorted and paged; without one, the filters, sort and page go straight to the indexes.
 */
export function buildListSql(query: ListQuery, visibility: DocumentVisibility, mine?: PersonalFilters): { page: SQL; count: SQL; cap: number } {
  const conditions = listConditions(query, visibility, mine);
  const view = documentView(visibility);
  const tsQuery = query.q ? toPrefixTsQuery(query.q) : null;
  const offset = (query.page - 1) * query.pageSize;
  const search = tsQuery ? { tsQuery, ...textSearch(visibility, tsQuery) } : null;
  if (search) conditions.push(search.match);
  // Text with no word in it ('%', '_') matches nothing, rather than dropping the filter and matching everything.
  else if (query.q) conditions.push(sql`false`);
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;

  if (search) {
    const candidates = sql`SELECT d.id FROM documents d ${where} LIMIT ${SEARCH_CANDIDATE_CAP}`;
    return {
      page: sql`WITH matched AS (${candidates})
        SELECT ${selectColumns(view)} FROM matched m JOIN documents d ON d.id = m.id ${joins(view)}
        ORDER BY ${orderBy(query, view, search)} LIMIT ${query.pageSize} OFFSET ${offset}`,
      count: sql`SELECT count(*)::int AS n FROM (${candidates}) m`,
      cap: SEARCH_CANDIDATE_CAP,
    };
  }
  return {
    page: sql`SELECT ${selectColumns(view)} FROM documents d ${joins(view)} ${where}
      ORDER BY ${orderBy(query, view, null)} LIMIT ${query.pageSize} OFFSET ${offset}`,
    count: sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM documents d ${where} LIMIT ${LIST_COUNT_CAP + 1}) m`,
    cap: LIST_COUNT_CAP,
  };
}

export async function listDocuments(
  db: Db,
  query: ListQuery,
  visibility: DocumentVisibility,
  mine?: PersonalFilters,
): Promise<{ rows: DocumentListRow[]; total: number; totalCapped: boolean }> {
  const { page, count, cap } = buildListSql(query, visibility, mine);
  const [rows, counted] = await Promise.all([db.execute(page), db.execute(count)]);
  const n = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
  return { rows: rowsOf<DocumentListRow>(rows), total: Math.min(n, cap), totalCapped: n >= cap };
}
