import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DocumentListQuery, SEARCH_GROUP_CAP, SEARCH_RELEVANCE, type Role, type SearchGroup, type SearchQuery } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { listConditions, textSearch, toPrefixTsQuery } from '../documents/documents-list.repo.ts';
import { visibilityFor } from '../documents/documents.policy.ts';
import { documentView } from '../documents/released-view.ts';
import { workflowWhere } from '../workflow/workflow-list.repo.ts';
import { auditConditions, auditVisibilityFor } from '../audit-log/audit-list.repo.ts';
import { likePrefix, likeSubstring } from '../../platform/db/like-pattern.ts';

type Query = z.output<typeof SearchQuery>;
type Viewer = { id: string; role: Role };

export interface SearchRow {
  type: SearchGroup;
  id: string;
  title: string;
  description: string | null;
  author: string | null;
  department: string | null;
  status: string | null;
  last_modified: string;
  relevance: number;
  tags: string[] | null;
  path: string;
}

/**
 * Spec 02 §5 relevance over a title: starts with the query 100, contains it 80, a title word starts with one of the
 * query's words 60 (a partial match of a longer query), anything else matched 40 (number, description, file text…).
 */
function relevance(title: SQL, q: string): SQL {
  const text = q.toLowerCase();
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
  // The words hold letters and digits only, so they are safe inside the regular expression.
  const wordStart = words.length ? sql`WHEN lower(${title}) ~ ${`(^|[^[:alnum:]])(${words.join('|')})`} THEN ${SEARCH_RELEVANCE.titleWordStarts}` : sql``;
  return sql`(CASE WHEN lower(${title}) LIKE ${likePrefix(text)} THEN ${SEARCH_RELEVANCE.titleStarts}
    WHEN lower(${title}) LIKE ${likeSubstring(text)} THEN ${SEARCH_RELEVANCE.titleContains}
    ${wordStart} ELSE ${SEARCH_RELEVANCE.other} END)::int`;
}

/**
 * Documents: the register's own full-text search (title, number, keywords, description, file text) and visibility,
 * each shown with the metadata the viewer may see (the released values behind a draft they may not see).
 */
function documentHits(q: string, viewer: Viewer): SQL | null {
  const tsQuery = toPrefixTsQuery(q);
  if (!tsQuery) return null;
  const visibility = visibilityFor(viewer);
  const view = documentView(visibility);
  const conditions = [...listConditions(DocumentListQuery.parse({}), visibility), textSearch(visibility, tsQuery).match];
  return sql`SELECT 'documents'::text AS type, d.id::text AS id, ${view.title} AS title, d.doc_number || ' · ' || ${view.description} AS description,
      u.name AS author, dp.name AS department, ${view.status} AS status, ${view.updatedAt} AS last_modified, ${relevance(view.title, q)} AS relevance,
      ${view.keywords} AS tags, 'documents/' || d.id AS path
    FROM (SELECT d.id FROM documents d WHERE ${sql.join(conditions, sql` AND `)} LIMIT ${SEARCH_GROUP_CAP}) m
    JOIN documents d ON d.id = m.id JOIN users u ON u.id = d.author_id JOIN departments dp ON dp.id = ${view.departmentId}`;
}

function userHits(q: string): SQL {
  const p = likeSubstring(q);
  return sql`SELECT 'users'::text AS type, u.id::text AS id, u.name AS title, u.email || coalesce(' · ' || u.designation, '') AS description,
      NULL::text AS author, u.department, u.status, u.updated_at AS last_modified, ${relevance(sql`u.name`, q)} AS relevance,
      ARRAY[u.role] AS tags, 'users/' || u.id AS path
    FROM users u WHERE u.name ILIKE ${p} OR u.email ILIKE ${p} OR u.employee_id ILIKE ${p} OR u.department ILIKE ${p}
    LIMIT ${SEARCH_GROUP_CAP}`;
}

/** Workflows by their document's title or number, within the workflow list's visibility (02 §6). */
function workflowHits(q: string, viewer: Viewer): SQL {
  return sql`SELECT 'workflows'::text AS type, w.id::text AS id, d.title, d.doc_number || ' v' || v.version_label AS description,
      i.name AS author, dp.name AS department, d.status, w.initiated_at AS last_modified, ${relevance(sql`d.title`, q)} AS relevance,
      ARRAY[d.doc_number] AS tags, 'workflows/' || w.id AS path
    FROM workflows w JOIN documents d ON d.id = w.document_id JOIN users i ON i.id = w.initiated_by
    JOIN departments dp ON dp.id = d.department_id JOIN document_versions v ON v.id = w.version_id
    ${workflowWhere({ q }, viewer)} LIMIT ${SEARCH_GROUP_CAP}`;
}

/** Audit entries by action, actor, reason, or the title of the document they concern (as the viewer sees it). */
function auditHits(q: string, viewer: Viewer): SQL {
  const p = likeSubstring(q);
  const title = documentView(visibilityFor(viewer)).title;
  const conditions = [
    ...auditConditions({}, auditVisibilityFor(viewer)),
    sql`(a.action ILIKE ${p} OR a.actor_name ILIKE ${p} OR a.reason ILIKE ${p}
      OR (a.entity_type = 'document' AND a.entity_id IN (SELECT d.id::text FROM documents d WHERE ${title} ILIKE ${p} LIMIT 100)))`,
  ];
  return sql`SELECT 'audit'::text AS type, a.seq::text AS id, a.action AS title, a.entity_type || coalesce(' · ' || a.reason, '') AS description,
      a.actor_name AS author, NULL::text AS department, NULL::text AS status, a.occurred_at AS last_modified,
      ${relevance(sql`a.action`, q)} AS relevance, ARRAY[a.entity_type] AS tags, 'audit/' || a.seq AS path
    FROM audit_events a WHERE ${sql.join(conditions, sql` AND `)} ORDER BY a.seq DESC LIMIT ${SEARCH_GROUP_CAP}`;
}

function orderOf(query: Query): SQL {
  const dir = query.dir === 'asc' ? sql`ASC` : sql`DESC`;
  if (query.sort === 'title') return sql`lower(h.title) ${dir}, h.type, h.id`;
  if (query.sort === 'date') return sql`h.last_modified ${dir}, h.type, h.id`;
  return sql`h.relevance ${dir}, h.last_modified DESC, h.type, h.id`;
}

/**
 * One statement: each permitted group's matches (each capped), their counts, and one sorted page of the chosen tab.
 * Only the groups passed in are searched at all.
 */
export async function searchAll(db: Db, query: Query, viewer: Viewer, groups: SearchGroup[]): Promise<{ counts: Partial<Record<SearchGroup, number>>; rows: SearchRow[] }> {
  const builders: Record<SearchGroup, () => SQL | null> = {
    documents: () => documentHits(query.q, viewer),
    users: () => userHits(query.q),
    workflows: () => workflowHits(query.q, viewer),
    audit: () => auditHits(query.q, viewer),
  };
  const parts = groups.map((g) => builders[g]()).filter((part): part is SQL => part !== null);
  const counts = Object.fromEntries(groups.map((g) => [g, 0])) as Partial<Record<SearchGroup, number>>;
  if (parts.length === 0) return { counts, rows: [] };
  const hits = sql.join(parts.map((part) => sql`(${part})`), sql` UNION ALL `);
  const tab = query.type === 'all' ? sql`` : sql`WHERE h.type = ${query.type}`;
  const result = await db.execute(sql`
    WITH hits AS (${hits})
    SELECT (SELECT json_object_agg(type, n) FROM (SELECT type, count(*)::int AS n FROM hits GROUP BY type) c) AS counts,
           (SELECT coalesce(json_agg(p), '[]'::json) FROM (
              SELECT h.* FROM hits h ${tab} ORDER BY ${orderOf(query)}
              LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}) p) AS items`);
  const row = rowsOf<{ counts: Record<string, number> | null; items: SearchRow[] }>(result)[0];
  return { counts: { ...counts, ...(row?.counts ?? {}) }, rows: row?.items ?? [] };
}
