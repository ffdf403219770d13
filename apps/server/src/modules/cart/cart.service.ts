import type { CartEntry } from '@attest/domain';
import { CART_MAX_ENTRIES } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { assertVisible } from '../documents/documents.policy.ts';
import { type Viewer } from '../../core/request-context.ts';
import { findDocument } from '../documents/documents.repo.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { entryIsVisible } from './cart.policy.ts';
import { cartRows, deleteCartEntries, insertCartEntry, lockCart, type CartRow } from './cart.repo.ts';

const present = (row: CartRow): CartEntry => ({
  documentId: row.document_id,
  docNumber: row.doc_number,
  title: row.title,
  status: row.shown_status,
  versionInForce: row.version_label,
  addedAt: new Date(row.added_at).toISOString(),
});

/** The entries the viewer may still see, newest first. */
export async function visibleCartRows(db: Db, viewer: Viewer): Promise<CartRow[]> {
  return (await cartRows(db, viewer)).filter((row) => entryIsVisible(viewer, row));
}

export async function listCart(db: Db, viewer: Viewer): Promise<CartEntry[]> {
  return (await visibleCartRows(db, viewer)).map(present);
}

/**
 * Adds a document the viewer may see. Already there: nothing changes (no duplicates, it keeps its place). Entries
 * the viewer can no longer see (archived, withdrawn) are dropped first, so only what they can see counts towards
 * the 100; a 101st is refused rather than silently pushing the oldest out. Audited like every change.
 */
export async function addToCart(db: Db, documentId: string, ctx: ActionContext): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockCart(tx, ctx.viewer.id);
    const found = await findDocument(tx, documentId);
    assertVisible(ctx.viewer, found?.doc);
    const rows = await cartRows(tx, ctx.viewer);
    if (rows.some((row) => row.document_id === documentId)) return false;
    const hidden = rows.filter((row) => !entryIsVisible(ctx.viewer, row)).map((row) => row.document_id);
    const withdrawn = await deleteCartEntries(tx, ctx.viewer.id, hidden);
    if (rows.length - withdrawn.length >= CART_MAX_ENTRIES) throw new AppError('CART_FULL');
    await insertCartEntry(tx, ctx.viewer.id, documentId);
    await appendAuditEvent(tx, {
      actor: ctx.actor,
      origin: ctx.origin,
      action: 'Document Added to Cart',
      entityType: 'document',
      entityId: documentId,
      newValues: { docNumber: found.doc.docNumber, ...(withdrawn.length ? { withdrawnFromCart: withdrawn } : {}) },
    });
    return true;
  });
}

/** Removes a document from the viewer's cart; removing one that is not there changes nothing. */
export async function removeFromCart(db: Db, documentId: string, ctx: ActionContext): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCart(tx, ctx.viewer.id);
    const [removed] = await deleteCartEntries(tx, ctx.viewer.id, [documentId]);
    if (!removed) return;
    await appendAuditEvent(tx, {
      actor: ctx.actor,
      origin: ctx.origin,
      action: 'Document Removed from Cart',
      entityType: 'document',
      entityId: documentId,
    });
  });
}
