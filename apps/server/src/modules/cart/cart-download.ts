import { appendAuditEvent } from '../audit/audit.repo.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { sanitizeFileName } from '../files/file-name.ts';
import { reportUnreadableBlobs, type BlobSubject, type ReadableBlobDeps } from '../files/readable-blob.ts';
import { packableFile } from './cart.policy.ts';
import { visibleCartRows } from './cart.service.ts';
import type { SkippedEntry, ZipMember } from './cart-zip.ts';

// What may not stand in a folder name on any common system, and the marks that can disguise one.
const UNSAFE_IN_FOLDER = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069/\\:*?"<>|]/gu;

/** A folder per document, named by its number (unique in the register; made unique again after cleaning). */
function folderFor(docNumber: string, taken: Set<string>): string {
  const base = docNumber.normalize('NFC').replace(UNSAFE_IN_FOLDER, '-').replace(/^[.\s]+|[.\s]+$/g, '') || 'document';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base} (${n})`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * What Download all packs: the version in force of every entry the viewer may still see, newest first. Entries
 * without one (a draft, an approved document not yet effective, an obsolete one) or whose file is missing from
 * storage are listed in the manifest as not included (a missing one is also reported to administrators). Each packed document is audited as downloaded, as a single
 * file download is, in one transaction before the first byte is sent.
 */
export async function prepareCartDownload(deps: ReadableBlobDeps, ctx: ActionContext): Promise<{ members: ZipMember[]; skipped: SkippedEntry[] }> {
  const { db, store } = deps;
  const members: ZipMember[] = [];
  const missing: BlobSubject[] = [];
  const skipped: SkippedEntry[] = [];
  const taken = new Set<string>();
  for (const row of await visibleCartRows(db, ctx.viewer)) {
    const entry = { docNumber: row.doc_number, title: row.title, versionLabel: row.version_label };
    const file = packableFile(row);
    if (!file) {
      skipped.push({ ...entry, reason: row.version_label ? 'Not included: the version in force has no file' : 'Not included: no version in force' });
    } else if (!(await store.exists(file.sha256))) {
      skipped.push({ ...entry, reason: 'Not included: the file is missing from storage' });
      missing.push({ sha256: file.sha256, documentId: row.document_id, version: file.versionLabel, fileName: file.fileName, purpose: 'cart download' });
    } else {
      const path = `${folderFor(row.doc_number, taken)}/${sanitizeFileName(file.fileName)}`;
      members.push({ documentId: row.document_id, path, docNumber: row.doc_number, title: row.title, versionLabel: file.versionLabel, sha256: file.sha256 });
    }
  }
  if (missing.length > 0) await reportUnreadableBlobs(deps, missing, ctx);
  if (members.length > 0) {
    await db.transaction(async (tx) => {
      for (const m of members) {
        await appendAuditEvent(tx, {
          actor: ctx.actor,
          origin: ctx.origin,
          action: 'Document Downloaded',
          entityType: 'document',
          entityId: m.documentId,
          newValues: { version: m.versionLabel, file: m.path, sha256: m.sha256, via: 'cart' },
        });
      }
    });
  }
  return { members, skipped };
}
