import { z } from 'zod';
import { LMS_STATEMENT_STATUSES } from '@attest/domain';

/** The Integrations tab's LMS delivery log (`?lmsStatus=failed&lmsPage=2`); a bad value is dropped. */
export const IntegrationsSearch = z.object({
  lmsStatus: z.enum(LMS_STATEMENT_STATUSES).optional().catch(undefined),
  lmsPage: z.coerce.number().int().min(2).optional().catch(undefined),
});
export type IntegrationsSearch = z.infer<typeof IntegrationsSearch>;
