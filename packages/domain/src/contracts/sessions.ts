import { z } from 'zod';

/** A live session as its owner (or an administrator) sees it; never its token. */
export const ActiveSession = z.object({
  id: z.uuid(),
  /** Browser and system read from the user agent, e.g. "Firefox on Windows". */
  device: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The session the request came from. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

export const SessionListResponse = z.object({ sessions: z.array(ActiveSession) });
export type SessionListResponse = z.infer<typeof SessionListResponse>;

export const SessionIdParams = z.object({ sessionId: z.uuid() });
export const UserSessionParams = z.object({ id: z.uuid(), sessionId: z.uuid() });
