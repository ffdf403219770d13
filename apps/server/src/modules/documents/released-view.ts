import { eq, sql, type SQL } from 'drizzle-orm';
import { canSeeWorkingCopy, RELEASED_STATUSES, type DocumentVisibility } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { categories, departments, users } from '../../platform/db/schema/index.ts';
import type { DocumentRow } from './documents.repo.ts';

/** The title of a version: the released one for the version in force, while a newer draft may have changed the working title. */
export const releasedTitle = (doc: DocumentRow, versionId: string): string =>
  (doc.effectiveVersionId === versionId ? doc.releasedMetadata?.title : undefined) ?? doc.title;

/**
 * A document as a reader sees it: its own values, or, for one who may not see the working copy (a newer draft),
 * the metadata recorded while its version in force was effective (released_metadata, migration 0018).
 */
export function documentAsSeen(visibility: DocumentVisibility, doc: DocumentRow): DocumentRow {
  const released = doc.releasedMetadata;
  if (!released || canSeeWorkingCopy(visibility, doc)) return doc;
  return { ...doc, ...released, updatedAt: new Date(released.updatedAt) };
}

// Constants of the code, so inlined: the same text in every query keeps plans and indexes comparable.
const RELEASED_LIST = sql.raw(RELEASED_STATUSES.map((s) => `'${s}'`).join(', '));

/** canSeeWorkingCopy in SQL over `documents d`; null when the reader sees every working copy. */
function seesWorkingCopy(visibility: DocumentVisibility): SQL | null {
  if (visibility.kind === 'all') return null;
  const released = sql`d.status IN (${RELEASED_LIST})`;
  return visibility.kind === 'released' ? released : sql`(d.author_id = ${visibility.userId} OR ${released})`;
}

const text = (key: string) => `d.released_metadata->>'${key}'`;
/**
 * The shown columns: each column and how to read its released value. Title and updatedAt are written exactly as the
 * expression indexes of migration 0018, rebuilt in 0032 (documents_released_title_idx, _updated_idx), so role users' sorts use them.
 */
const COLUMNS = {
  title: ['title', text('title')],
  description: ['description', text('description')],
  documentType: ['document_type', text('documentType')],
  status: ['status', text('status')],
  priority: ['priority', text('priority')],
  versionLabel: ['version_label', text('versionLabel')],
  isLocked: ['is_locked', `(${text('isLocked')})::boolean`],
  trainingRequired: ['training_required', `(${text('trainingRequired')})::boolean`],
  categoryId: ['category_id', `(${text('categoryId')})::uuid`],
  departmentId: ['department_id', `(${text('departmentId')})::uuid`],
  reviewDate: ['review_date', `(${text('reviewDate')})::date`],
  updatedAt: ['updated_at', 'documents_released_updated_at(d.released_metadata)'],
} as const;

export type DocumentView = Record<keyof typeof COLUMNS | 'keywords' | 'versionId', SQL>;

/**
 * documentAsSeen in SQL: each shown column of `documents d` as the reader sees it, to select, filter and sort by.
 * For those who see every working copy these are the plain columns, so their queries and indexes are unchanged.
 */
export function documentView(visibility: DocumentVisibility): DocumentView {
  const sees = seesWorkingCopy(visibility);
  const pick = (own: SQL, released: SQL): SQL =>
    sees ? sql`(CASE WHEN ${sees} OR d.released_metadata IS NULL THEN ${own} ELSE ${released} END)` : own;
  const columns = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, [column, released]]) => [key, pick(sql.raw(`d.${column}`), sql.raw(released))]),
  ) as Record<keyof typeof COLUMNS, SQL>;
  return {
    ...columns,
    keywords: pick(sql`d.keywords`, sql`ARRAY(SELECT jsonb_array_elements_text(d.released_metadata->'keywords'))`),
    // defaultVersionId: the working copy, or the version in force behind it.
    versionId: sees ? sql`(CASE WHEN ${sees} THEN d.current_version_id ELSE d.effective_version_id END)` : sql`d.current_version_id`,
  };
}

/** The names a released view refers to (its category, department and last editor may differ from the draft's). */
export async function namesOfReleased(db: Db, doc: Pick<DocumentRow, 'categoryId' | 'departmentId' | 'updatedBy'>) {
  const [row] = await db
    .select({ categoryName: categories.name, departmentName: departments.name, updatedByName: users.name })
    .from(categories)
    .innerJoin(departments, eq(departments.id, doc.departmentId))
    .innerJoin(users, eq(users.id, doc.updatedBy))
    .where(eq(categories.id, doc.categoryId))
    .limit(1);
  return row;
}
