import { sql } from 'drizzle-orm';
import { DocumentListQuery, type DocumentVisibility, type WhereUsedItem } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { listConditions, textMatch } from './documents-list.repo.ts';
import { documentView } from './released-view.ts';

/** The register's own visibility and archive rules, with no filter chosen. */
const NO_FILTERS = DocumentListQuery.parse({});

/**
 * Where Used: the documents, other than `self`, whose indexed text mentions `docNumber`, in the text the reader may
 * see (working copy or released version, as the list's search) and only documents the reader may see.
 * The number is matched as a phrase parsed like running text: 'SOP-2026-0001' in a file is indexed as 'sop',
 * '-2026', '-0001', and phraseto_tsquery parses the number the same way, so 'SOP-2026-00012' does not match.
 */
export async function whereUsed(
  db: Db,
  self: { id: string; docNumber: string },
  visibility: DocumentVisibility,
  page: { page: number; pageSize: number },
): Promise<{ items: WhereUsedItem[]; total: number }> {
  const view = documentView(visibility);
  const { match } = textMatch(visibility, sql`phraseto_tsquery('english', ${self.docNumber})`);
  const where = sql.join([...listConditions(NO_FILTERS, visibility), sql`d.id <> ${self.id}`, match], sql` AND `);
  const [rows, count] = await Promise.all([
    db.execute(sql`
      SELECT d.id, d.doc_number AS "docNumber", ${view.title} AS title, ${view.documentType} AS "documentType",
             ${view.status} AS status, ${view.versionLabel} AS version
      FROM documents d WHERE ${where}
      ORDER BY d.doc_number, d.id LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`),
    db.execute(sql`SELECT count(*)::int AS n FROM documents d WHERE ${where}`),
  ]);
  return { items: rowsOf<WhereUsedItem>(rows), total: rowsOf<{ n: number }>(count)[0]?.n ?? 0 };
}
