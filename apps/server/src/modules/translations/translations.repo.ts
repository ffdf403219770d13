import { sql } from 'drizzle-orm';
import type { DocumentVisibility } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { documentView } from '../documents/released-view.ts';

/** A member of a translation family: the row's own status and author (for visibility) and what the reader is shown. */
export interface FamilyRow {
  id: string;
  doc_number: string;
  language: string;
  translation_of: string | null;
  status: string;
  author_id: string;
  effective_version_id: string | null;
  shown_title: string;
  shown_status: string;
  shown_version: string;
  in_force_label: string | null;
}

/** A family is one original and its translations; more than this is not a family a report can list. */
export const FAMILY_CAP = 500;

/**
 * The original `rootId` and every document that translates it, original first, then by language and number, with
 * the values `visibility` is shown. The version in force: the effective version behind a draft, or the current one
 * while effective; none once obsolete or archived.
 */
export async function familyOf(db: Db, rootId: string, visibility: DocumentVisibility): Promise<FamilyRow[]> {
  const view = documentView(visibility);
  return rowsOf<FamilyRow>(
    await db.execute(sql`
      SELECT d.id, d.doc_number, d.language, d.translation_of, d.status, d.author_id, d.effective_version_id,
             ${view.title} AS shown_title, ${view.status} AS shown_status, ${view.versionLabel} AS shown_version,
             v.version_label AS in_force_label
      FROM documents d
      LEFT JOIN document_versions v ON v.id = CASE
        WHEN d.status IN ('obsolete', 'archived') THEN NULL
        ELSE coalesce(d.effective_version_id, CASE WHEN d.status = 'effective' THEN d.current_version_id END) END
      WHERE d.id = ${rootId} OR d.translation_of = ${rootId}
      ORDER BY (d.id = ${rootId}) DESC, d.language, d.doc_number
      LIMIT ${FAMILY_CAP}`),
  );
}
