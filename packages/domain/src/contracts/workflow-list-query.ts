import { z } from 'zod';
import { DocumentStatusSchema } from './document-list-query.ts';

/**
 * The Workflow Management list's query. In a file of its own: the web's router parses its URL with it on the first
 * screen, which then loads none of the other workflow contracts.
 */
export const WorkflowListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: DocumentStatusSchema.optional(),
  /** Only running workflows waiting for the signed-in user's review or approval (the dashboard's pending cards). */
  assigned: z.enum(['review', 'approval']).optional(),
  sort: z.enum(['document', 'priority', 'status', 'submittedAt']).default('submittedAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
