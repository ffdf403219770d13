import { z } from 'zod';
import { DocumentTypeSchema } from './documents.ts';
import { DocumentStatusSchema } from './document-list-query.ts';

/** Where Used (spec 02 §2 Actions menu): one page of the documents whose text mentions a document's number. */
export const WhereUsedQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type WhereUsedQuery = z.input<typeof WhereUsedQuery>;

export const WhereUsedItem = z.object({
  id: z.string(),
  docNumber: z.string(),
  title: z.string(),
  documentType: DocumentTypeSchema,
  status: DocumentStatusSchema,
  version: z.string(),
});
export type WhereUsedItem = z.infer<typeof WhereUsedItem>;

export const WhereUsedResponse = z.object({
  docNumber: z.string(),
  items: z.array(WhereUsedItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WhereUsedResponse = z.infer<typeof WhereUsedResponse>;

/** The downloads of the Translations Report. */
export const TRANSLATIONS_REPORT_FORMATS = ['pdf', 'csv'] as const;
export type TranslationsReportFormat = (typeof TRANSLATIONS_REPORT_FORMATS)[number];
