import type { Db } from '../../platform/db/client.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { notesCsv } from './notes-export.ts';
import { renderNotesPdf } from './notes-report-pool.ts';
import { versionNotes } from './notes.service.ts';

/** A version's notes as a CSV or PDF file, recorded as downloaded once the file is made and before it leaves. */
export async function downloadVersionNotes(
  db: Db,
  ctx: ActionContext,
  documentId: string,
  versionId: string,
  format: 'csv' | 'pdf',
): Promise<{ body: string | Buffer; fileName: string }> {
  const { scope, notes } = await versionNotes(db, ctx.viewer, documentId, versionId);
  const input = {
    docNumber: scope.doc.docNumber,
    title: scope.doc.title,
    versionLabel: scope.version.versionLabel,
    generatedBy: `${ctx.actor.name} (${ctx.viewer.role})`,
    generatedAt: ctx.now,
    notes,
  };
  const body = format === 'csv' ? notesCsv(input) : Buffer.from(await renderNotesPdf(input));
  const fileName = `notes-${scope.doc.docNumber}-v${scope.version.versionLabel}.${format}`;
  await db.transaction((tx) =>
    appendAuditEvent(tx, {
      actor: ctx.actor,
      origin: ctx.origin,
      action: 'Notes Downloaded',
      entityType: 'document',
      entityId: scope.doc.id,
      newValues: { version: scope.version.versionLabel, format, notes: notes.length, file: fileName },
    }),
  );
  return { body, fileName };
}
