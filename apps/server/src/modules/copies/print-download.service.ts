import type { ActionContext } from '../../core/request-context.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { assertBlobReadable } from '../files/readable-blob.ts';
import { assertNotDisposed } from '../retention/disposed-guard.ts';
import { printPdf, type CopiesDeps } from './copies.service.ts';

/**
 * A print's stamped PDF the viewer may download: not of a disposed document, its file readable, and the download
 * recorded before the file leaves.
 */
export async function downloadPrintPdf(deps: CopiesDeps, ctx: ActionContext, printId: string): Promise<{ sha256: string; fileName: string }> {
  const { db } = deps;
  const file = await printPdf(db, ctx.viewer, printId);
  await assertNotDisposed(db, file.documentId);
  await assertBlobReadable(deps, { sha256: file.sha256, documentId: file.documentId, version: file.versionLabel, fileName: file.fileName, purpose: 'printed copies download' }, ctx);
  await db.transaction((tx) =>
    appendAuditEvent(tx, {
      actor: ctx.actor,
      origin: ctx.origin,
      action: 'Printed Copies Downloaded',
      entityType: 'document',
      entityId: file.documentId,
      newValues: { printId, file: file.fileName, sha256: file.sha256 },
    }),
  );
  return file;
}
