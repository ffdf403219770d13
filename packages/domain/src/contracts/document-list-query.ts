import { z } from 'zod';
import { DOCUMENT_SORT_FIELDS, DOCUMENT_STATUSES } from '../documents.ts';

/**
 * The Document Management list's query. In a file of its own: the web's router parses its URL with it on the first
 * screen, which then loads none of the other document contracts (the first-screen budget).
 */
export const DocumentStatusSchema = z.enum(DOCUMENT_STATUSES);

const IsoDate = z.iso.date();

/** Workflow decisions a document list can be narrowed to (dashboard cards). */
export const DOCUMENT_DECISIONS = ['reviewed', 'approved', 'rejected'] as const;
export type DocumentDecision = (typeof DOCUMENT_DECISIONS)[number];

/** A flag in a query string: `?flag=true` (or true in a body); absent when off. */
const TrueFlag = z.union([z.literal(true), z.literal('true').transform(() => true as const)]).optional();

const StatusList = z
  .union([z.array(DocumentStatusSchema), DocumentStatusSchema.transform((s) => [s])])
  .optional();

export const DocumentListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: StatusList,
  department: z.uuid().optional(),
  category: z.uuid().optional(),
  author: z.uuid().optional(),
  updatedFrom: IsoDate.optional(),
  updatedTo: IsoDate.optional(),
  /**
   * Dashboard cards' lists: documents with a review completed ('reviewed'), an approval given ('approved') or a
   * rejection ('rejected') in their workflow history, by `decidedBy` if given, since `decidedFrom` if given.
   */
  decision: z.enum(DOCUMENT_DECISIONS).optional(),
  decidedBy: z.uuid().optional(),
  decidedFrom: z.iso.datetime().optional(),
  /** Effective documents whose periodic review date (or last change) has passed. */
  reviewDue: TrueFlag,
  /**
   * Documents with a version in force for readers (DESIGN.md §4.9), a revision in progress or a scheduled release
   * included; unlike status=effective, which is the working copy's status.
   */
  inForce: TrueFlag,
  /** Documents whose version in force the caller has acknowledged. */
  acknowledged: z.literal('mine').optional(),
  /** Documents on which the caller has an open training assignment listed in My Training (version in force, or approved and waiting for training). */
  trainingDue: z.literal('mine').optional(),
  /** 'relevance' ranks search matches; without a search it sorts by title. */
  sort: z.enum([...DOCUMENT_SORT_FIELDS, 'relevance']).default('title'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type DocumentListQuery = z.input<typeof DocumentListQuery>;
