import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { manifestOverlay, RELEASED_VERSION_STATUSES, SIGNATURE_MEANING_LABELS, type SignatureMeaning } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { documentVersions, effectiveRecords, signatures } from '../../platform/db/schema/index.ts';
import { manifestedRenditions } from '../../platform/db/schema/manifested-renditions.ts';
import type { Clock } from '../../platform/clock.ts';
import { siteDateTime } from '../../platform/site-date.ts';
import type { BlobStore } from '../../platform/storage/blob-store.ts';
import { storeStream } from '../../platform/storage/store-stream.ts';
import type { SiteCalendar } from '../preferences/site-calendar.ts';
import type { ManifestInput } from './manifest-pdf.ts';
import { renderManifestPdf } from './manifest-pool.ts';
import { PDF_MIME_TYPE } from './renditions.repo.ts';
import { type DocumentRow } from '../documents/documents.repo.ts';
import { registerBlob } from '../files/blobs.repo.ts';
import { releasedTitle } from '../documents/released-view.ts';

export interface ManifestDeps {
  db: Db;
  store: BlobStore;
  calendar: SiteCalendar;
  clock: Clock;
  publicUrl: string;
}

type VersionRow = typeof documentVersions.$inferSelect;

/** Where a signature's QR code leads: its verification page. */
export const signatureVerifyUrl = (publicUrl: string, signatureId: string) => `${publicUrl}/signatures/${signatureId}`;

/** The record's side of the manifestation: signatures on this version and the released versions up to it. */
async function recordOf(deps: ManifestDeps, doc: DocumentRow, version: VersionRow): Promise<Omit<ManifestInput, 'pdf'>> {
  const { db } = deps;
  const timeZone = await deps.calendar.timeZone();
  const signed = await db.select().from(signatures).where(eq(signatures.versionId, version.id)).orderBy(asc(signatures.signedAt), asc(signatures.id));
  const released = await db
    .select({ id: documentVersions.id, versionLabel: documentVersions.versionLabel, changeSummary: documentVersions.changeSummary, effectiveDate: effectiveRecords.effectiveDate })
    .from(documentVersions)
    .leftJoin(effectiveRecords, eq(effectiveRecords.versionId, documentVersions.id))
    .where(and(eq(documentVersions.documentId, doc.id), inArray(documentVersions.status, [...RELEASED_VERSION_STATUSES]), lte(documentVersions.revision, version.revision)))
    .orderBy(asc(documentVersions.revision), asc(effectiveRecords.effectiveDate));
  // A version made effective again (restored) has a record per release: its history line shows the first.
  const history = released.filter((row, i) => released.findIndex((other) => other.id === row.id) === i);
  return {
    docNumber: doc.docNumber,
    title: releasedTitle(doc, version.id),
    versionLabel: version.versionLabel,
    overlay: manifestOverlay(version.status),
    timeZone,
    signatures: signed.map((row) => ({
      shortId: row.id.slice(0, 8),
      printedName: row.signerName,
      meaning: SIGNATURE_MEANING_LABELS[row.meaning as SignatureMeaning] ?? row.meaning,
      signedAt: siteDateTime(timeZone, row.signedAt),
      onBehalfOf: row.onBehalfOfName ? `${row.onBehalfOfName} (${row.onBehalfReason ?? ''})` : null,
      verifyUrl: signatureVerifyUrl(deps.publicUrl, row.id),
    })),
    history: history.map((row) => ({ versionLabel: row.versionLabel, effectiveDate: row.effectiveDate, changeSummary: row.changeSummary ?? '' })),
  };
}

async function cached(db: Db, cacheKey: string): Promise<string | undefined> {
  const [row] = await db.select({ pdfSha256: manifestedRenditions.pdfSha256 }).from(manifestedRenditions).where(eq(manifestedRenditions.cacheKey, cacheKey)).limit(1);
  return row?.pdfSha256;
}

/**
 * The SHA-256 of the version's rendition as it is viewed, downloaded and printed (Part 11 §11.50(b)): made in the
 * worker pool on first request and kept per rendition, version, state and record content, so a new signature or a
 * change of state (effective → superseded) makes a new one. Two first requests may both make it; the first row stays.
 */
export async function manifestedRendition(deps: ManifestDeps, doc: DocumentRow, version: VersionRow, renditionSha256: string): Promise<string> {
  const { db, store } = deps;
  const record = await recordOf(deps, doc, version);
  const cacheKey = createHash('sha256').update(JSON.stringify({ renditionSha256, versionId: version.id, record })).digest('hex');
  const hit = await cached(db, cacheKey);
  if (hit) return hit;
  const pdf = await renderManifestPdf({ ...record, pdf: new Uint8Array(await store.readBuffer(renditionSha256)) });
  const stored = await storeStream(store, Readable.from([Buffer.from(pdf)]));
  await db.transaction(async (tx) => {
    await registerBlob(tx, { sha256: stored.sha256, size: stored.size, mimeType: PDF_MIME_TYPE });
    await tx
      .insert(manifestedRenditions)
      .values({ cacheKey, versionId: version.id, renditionSha256, state: version.status, pdfSha256: stored.sha256, createdAt: deps.clock.now() })
      .onConflictDoNothing({ target: manifestedRenditions.cacheKey });
  });
  return (await cached(db, cacheKey)) ?? stored.sha256;
}
