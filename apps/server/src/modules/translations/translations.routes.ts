import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, TRANSLATIONS_REPORT_FORMATS } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { contextOf } from '../../core/request-context.ts';
import { attachmentHeader } from '../files/content-disposition.ts';
import { downloadTranslationsReport } from './translations-report.service.ts';

/** Generate Translations Report (spec 02 §2 Actions menu): the document's translation family, as PDF or CSV. */
export function translationRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const format of TRANSLATIONS_REPORT_FORMATS) {
    api.get(`/api/documents/:id/translations-report.${format}`, {
      config: { access: 'view-sops' },
      schema: { tags: ['documents'], summary: `The original and its translations the caller may see, as ${format.toUpperCase()} (audited)`, params: IdParams },
      handler: async (request, reply) => {
        const { fileName, body } = await downloadTranslationsReport(db, contextOf(request), request.params.id, format);
        return reply
          .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
          .header('content-disposition', attachmentHeader(fileName, 'attachment'))
          .send(body);
      },
    });
  }
}
