import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DocumentStatus } from '@attest/domain';
import { CART_MAX_ENTRIES } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { cartEntries } from '../../platform/db/schema/index.ts';
import { IN_FORCE_VERSION } from '../documents/in-force.ts';
import { visibilityFor } from '../documents/documents.policy.ts';
import { type Viewer } from '../../core/request-context.ts';
import { documentView } from '../documents/released-view.ts';

// 0x43415254 = 'CART': one change at a time per user's cart, so two tabs adding together cannot pass 100.
const CART_LOCK = 1128354388;

/** A cart entry with what visibility and Download all need: the document and its version in force (if any). */
export interface CartRow {
  document_id: string;
  added_at: Date | string;
  doc_number: string;
  /** As the viewer sees it: the released title and status behind a draft they may not see (released-view.ts). */
  title: string;
  shown_status: DocumentStatus;
  /** The row's own status, for the visibility rules. */
  status: DocumentStatus;
  author_id: string;
  is_locked: boolean;
  effective_version_id: string | null;
  version_id: string | null;
  version_label: string | null;
  version_status: DocumentStatus | null;
  file_name: string | null;
  blob_sha256: string | null;
  size: number | string | null;
}

/**
 * The user's entries, newest first, with their documents. Bounded: the service never lets a user hold more than
 * CART_MAX_ENTRIES rows (it prunes entries the user can no longer see before counting).
 */
export async function cartRows(db: Db, viewer: Viewer): Promise<CartRow[]> {
  const view = documentView(visibilityFor(viewer));
  const result = await db.execute(sql`
    SELECT c.document_id, c.added_at, d.doc_number, ${view.title} AS title, ${view.status} AS shown_status, d.status, d.author_id, d.is_locked, d.effective_version_id,
           v.id AS version_id, v.version_label, v.status AS version_status, v.file_name, v.blob_sha256, b.size
    FROM cart_entries c
    JOIN documents d ON d.id = c.document_id
    LEFT JOIN document_versions v ON v.id = ${IN_FORCE_VERSION}
    LEFT JOIN blobs b ON b.sha256 = v.blob_sha256
    WHERE c.user_id = ${viewer.id}
    ORDER BY c.added_at DESC, c.document_id
    LIMIT ${CART_MAX_ENTRIES}`);
  return rowsOf<CartRow>(result);
}

/** Serialises changes to one user's cart until the transaction ends. */
export async function lockCart(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CART_LOCK}, hashtext(${userId}))`);
}

/** Adds the document; false when it was already there (the primary key keeps one row per user and document). */
export async function insertCartEntry(tx: Db, userId: string, documentId: string): Promise<boolean> {
  const rows = await tx.insert(cartEntries).values({ userId, documentId }).onConflictDoNothing().returning({ documentId: cartEntries.documentId });
  return rows.length > 0;
}

/** Removes the given documents from the user's cart; returns the ids that were there. */
export async function deleteCartEntries(tx: Db, userId: string, documentIds: readonly string[]): Promise<string[]> {
  if (documentIds.length === 0) return [];
  const rows = await tx
    .delete(cartEntries)
    .where(and(eq(cartEntries.userId, userId), inArray(cartEntries.documentId, [...documentIds])))
    .returning({ documentId: cartEntries.documentId });
  return rows.map((r) => r.documentId);
}
