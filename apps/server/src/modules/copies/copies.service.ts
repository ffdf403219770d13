import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { canSeeDocument, ERRORS, hasPermission, type CopyStatusResponse, type PrintRequest, type PrintResponse } from '@attest/domain';
import { AppError } from '../../core/app-error.ts';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { siteDateTime, todayIn } from '../../platform/site-date.ts';
import type { Clock } from '../../platform/clock.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { storeStream } from '../../platform/storage/store-stream.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { assertVisible, visibilityFor } from '../documents/documents.policy.ts';
import { type Viewer } from '../../core/request-context.ts';
import { releasedTitle } from '../documents/released-view.ts';
import { manifestedRendition } from '../renditions/manifested-rendition.ts';
import { versionAccessFor } from '../documents/version-access.ts';
import { findDocument, findVersion, lockDocumentRow, type DocumentRow } from '../documents/documents.repo.ts';
import { registerBlob } from '../files/blobs.repo.ts';
import type { ActionContext } from '../../core/request-context.ts';
import type { SiteCalendar } from '../preferences/site-calendar.ts';
import { findRendition, PDF_MIME_TYPE } from '../renditions/renditions.repo.ts';
import { renderCopiesPdf } from './copy-stamp-pool.ts';
import { assertBlobReadable } from '../files/readable-blob.ts';
import { findCopy, findPrint, insertPrint, nextCopyNumber } from './copies.repo.ts';

export interface CopiesDeps {
  db: Db;
  store: BlobStore;
  publicUrl: string;
  calendar: SiteCalendar;
  clock: Clock;
}

/** How often a print is stamped again when other prints of its version keep taking its numbers first. */
const PRINT_ATTEMPTS = 5;

/** A holder named as a user must be an active one: they are the person told when the copy is to come back. */
async function holderUser(db: Db, userId: string | undefined): Promise<{ id: string; name: string } | null> {
  if (!userId) return null;
  const [user] = await db.select({ id: users.id, name: users.name, status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  if (user?.status !== 'active') throw new AppError('COPY_HOLDER_NOT_ACTIVE', undefined, { holderUserId: ERRORS.COPY_HOLDER_NOT_ACTIVE.message });
  return { id: user.id, name: user.name };
}

/** The version a print may be made of: the one in force, else an approved one not yet effective; never a draft. */
function printableVersionId(doc: DocumentRow): { versionId: string; notYetEffective: boolean } {
  if (doc.status === 'archived' || doc.status === 'obsolete') throw new AppError('PRINT_NOT_RELEASED');
  if (doc.effectiveVersionId) return { versionId: doc.effectiveVersionId, notYetEffective: false };
  if ((doc.status === 'approved' || doc.status === 'scheduled') && doc.currentVersionId) return { versionId: doc.currentVersionId, notYetEffective: true };
  throw new AppError('PRINT_NOT_RELEASED');
}

export async function printCopies(deps: CopiesDeps, ctx: ActionContext, documentId: string, request: PrintRequest): Promise<PrintResponse> {
  const { db, store } = deps;
  if (request.controlled && !hasPermission(ctx.viewer.role, 'print-controlled-copies')) throw new AppError('FORBIDDEN');
  const found = await findDocument(db, documentId);
  assertVisible(ctx.viewer, found?.doc);
  const holder = await holderUser(db, request.holderUserId);
  const { versionId, notYetEffective } = printableVersionId(found.doc);
  // A reader prints only what they may open: the version in force (an approved one not yet effective is not theirs).
  if (!(await versionAccessFor(db, ctx.viewer, found.doc)).opens(versionId)) throw new AppError('PRINT_NOT_RELEASED');
  const version = (await findVersion(db, documentId, versionId))?.version;
  if (!version?.blobSha256) throw new AppError('NOT_FOUND', 'This version has no file to print.');
  // Nothing is stamped, stored or logged until the version's PDF exists.
  const rendition = await findRendition(db, version.blobSha256);
  if (!rendition || rendition.status === 'pending') throw new AppError('RENDITION_PENDING');
  if (rendition.status !== 'ready' || !rendition.pdfSha256) throw new AppError('RENDITION_FAILED');

  await assertBlobReadable(deps, { sha256: rendition.pdfSha256, documentId, version: version.versionLabel, fileName: version.fileName ?? '', purpose: 'print' }, ctx);
  const now = deps.clock.now();
  const timeZone = await deps.calendar.timeZone();
  const copyIds = Array.from({ length: request.copies }, () => randomUUID());
  // The copy is of the rendition as it is viewed: its last pages carry the approvals (Part 11 §11.50(b)).
  const source = new Uint8Array(await store.readBuffer(await manifestedRendition(deps, found.doc, version, rendition.pdfSha256)));
  // The pages carry the register's numbers: stamped with the next free ones, logged only if they are still free when
  // the print is logged under the document's lock; else another print took them meanwhile, so stamp again. Stamping
  // stays outside the transaction (seconds for a long document, which would hold the lock and, on PGlite, the database).
  for (let attempt = 1; ; attempt++) {
    const first = await nextCopyNumber(db, version.id, request.controlled);
    const copies = copyIds.map((id, index) => ({ id, number: first + index }));
    const pdf = await renderCopiesPdf({
      pdf: source,
      docNumber: found.doc.docNumber,
      title: releasedTitle(found.doc, version.id),
      versionLabel: version.versionLabel,
      notYetEffective,
      controlled: request.controlled,
      validOn: todayIn(timeZone, now),
      printedBy: ctx.actor.name,
      printedAt: siteDateTime(timeZone, now),
      copies: copies.map((copy) => ({ ...copy, statusUrl: `${deps.publicUrl}/copies/${copy.id}` })),
    });
    const stored = await storeStream(store, Readable.from([Buffer.from(pdf)]));
    const logged = await db.transaction(async (tx) => {
      // The lifecycle takes the same lock: the version cannot be superseded between this check and the log.
      const doc = await lockDocumentRow(tx, documentId);
      if (!doc || printableVersionId(doc).versionId !== version.id) throw new AppError('PRINT_NOT_RELEASED');
      if ((await nextCopyNumber(tx, version.id, request.controlled)) !== first) return null;
      await registerBlob(tx, { sha256: stored.sha256, size: stored.size, mimeType: PDF_MIME_TYPE });
      const printId = randomUUID();
      const print = {
        id: printId,
        documentId,
        versionId: version.id,
        printedBy: ctx.viewer.id,
        printedAt: now,
        purpose: request.purpose,
        holder: holder?.name ?? request.holder ?? null,
        holderUserId: holder?.id ?? null,
        location: request.location ?? null,
        controlled: request.controlled,
        copies: request.copies,
        pdfSha256: stored.sha256,
      };
      await insertPrint(tx, print, copies);
      await appendAuditEvent(tx, {
        actor: ctx.actor,
        origin: ctx.origin,
        action: request.controlled ? 'Controlled Copy Printed' : 'Uncontrolled Copy Printed',
        entityType: 'document',
        entityId: documentId,
        newValues: {
          version: version.versionLabel,
          copies: request.copies,
          purpose: request.purpose,
          holder: print.holder,
          holderUserId: print.holderUserId,
          location: print.location,
          copyIds,
          numbers: copies.map((c) => c.number),
          sha256: stored.sha256,
        },
      });
      return { printId, copies, pdfUrl: `/api/prints/${printId}/pdf` };
    });
    if (logged) return logged;
    if (attempt === PRINT_ATTEMPTS) throw new AppError('PRINT_NUMBERS_BUSY');
  }
}

/**
 * What a copy's status page shows. "current": its version is in force (or approved, awaiting its date);
 * "superseded": a later version is in force; "recalled": the document was withdrawn with nothing in its place.
 * Without a viewer (a visitor, when the site allows it) or for one who may not see the document: number and status.
 */
export async function copyStatus(db: Db, viewer: Viewer | null, copyId: string): Promise<CopyStatusResponse> {
  const row = await findCopy(db, copyId);
  if (!row) throw new AppError('COPY_NOT_FOUND');
  const { copy, print, version, doc } = row;
  const withdrawn = doc.status === 'archived' || doc.status === 'obsolete';
  const inForce = !withdrawn && (doc.effectiveVersionId === version.id || (!doc.effectiveVersionId && doc.currentVersionId === version.id && doc.status === 'approved'));
  const status = inForce ? 'current' : !withdrawn && doc.effectiveVersionId ? 'superseded' : 'recalled';
  const base = { docNumber: doc.docNumber, status } as const;
  if (!viewer) return base;
  try {
    assertVisible(viewer, doc);
  } catch {
    return base;
  }
  const replacement = status === 'superseded' && doc.effectiveVersionId ? (await findVersion(db, doc.id, doc.effectiveVersionId))?.version : undefined;
  return {
    ...base,
    details: {
      copyId: copy.id,
      title: releasedTitle(doc, version.id),
      versionLabel: version.versionLabel,
      controlled: copy.controlled,
      number: copy.number,
      copyStatus: copy.status,
      holder: print.holder,
      location: print.location,
      printedBy: row.printedByName,
      printedAt: print.printedAt.toISOString(),
      replacedBy: replacement ? { versionLabel: replacement.versionLabel, effectiveDate: doc.effectiveDate } : null,
    },
  };
}

/**
 * The stored PDF of a print, for the one who printed it (while they may still open its version) and for document
 * control (print-controlled-copies). Print ids appear in audit details, so for anyone else the print does not exist:
 * the same 404 as an unknown id.
 */
export async function printPdf(db: Db, viewer: Viewer, printId: string): Promise<{ sha256: string; fileName: string; documentId: string; versionLabel: string }> {
  const print = await findPrint(db, printId);
  const found = print ? await findDocument(db, print.documentId) : undefined;
  if (!print || !found || !(await mayDownloadPrint(db, viewer, print, found.doc))) throw new AppError('NOT_FOUND', 'Print not found.');
  const version = (await findVersion(db, print.documentId, print.versionId))?.version;
  return { sha256: print.pdfSha256, fileName: `${found.doc.docNumber}-v${version?.versionLabel ?? ''}-${print.controlled ? 'controlled' : 'uncontrolled'}-copies.pdf`, documentId: found.doc.id, versionLabel: version?.versionLabel ?? '' };
}

async function mayDownloadPrint(db: Db, viewer: Viewer, print: { printedBy: string; versionId: string }, doc: DocumentRow): Promise<boolean> {
  if (!canSeeDocument(visibilityFor(viewer), doc)) return false;
  if (hasPermission(viewer.role, 'print-controlled-copies')) return true;
  return print.printedBy === viewer.id && (await versionAccessFor(db, viewer, doc)).opens(print.versionId);
}
