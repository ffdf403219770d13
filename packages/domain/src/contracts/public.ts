import { z } from 'zod';

// What visitors' pages (landing, not-found) send and read, apart from the administrators' system contracts: the first
// screen loads these and should not carry the rest (its JavaScript budget).

/**
 * The landing page's figures: for signed-in users, and for visitors only when the publicStats preference is on; else
 * `shown: false`, a normal answer, so the page simply leaves the strip out.
 */
export const PublicStatsResponse = z.discriminatedUnion('shown', [
  z.object({
    shown: z.literal(true),
    activeUsers: z.number().int().nonnegative(),
    auditEvents: z.number().int().nonnegative(),
    uptimeSeconds: z.number().nonnegative(),
  }),
  z.object({ shown: z.literal(false) }),
]);
export type PublicStatsResponse = z.infer<typeof PublicStatsResponse>;

export const ClientLogRequest = z.object({
  event: z.literal('route-not-found'),
  path: z.string().max(2048),
});
