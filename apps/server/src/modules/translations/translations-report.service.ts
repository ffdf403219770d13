import type { TranslationsReportFormat } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { translationsCsv, translationsPdf } from './translations-report.ts';
import { translationFamily } from './translations.service.ts';

/** Builds a document's translations report as the reader may see it and records the download before it leaves. */
export async function downloadTranslationsReport(db: Db, context: ActionContext, id: string, format: TranslationsReportFormat): Promise<{ fileName: string; body: string | Buffer }> {
  const { doc, members } = await translationFamily(db, context.viewer, id);
  const input = { docNumber: doc.docNumber, generatedBy: `${context.actor.name} (${context.viewer.role})`, generatedAt: context.now, members };
  const body = format === 'csv' ? translationsCsv(input) : Buffer.from(await translationsPdf(input));
  const fileName = `translations-${doc.docNumber}.${format}`;
  await db.transaction((tx) =>
    appendAuditEvent(tx, {
      actor: context.actor,
      origin: context.origin,
      action: 'Translations Report Downloaded',
      entityType: 'document',
      entityId: doc.id,
      newValues: { format, documents: members.map((m) => m.docNumber), file: fileName },
    }),
  );
  return { fileName, body };
}
