import type { z } from 'zod';
import type { ClientLogRequest } from '@attest/domain';
import { apiRequest } from '@/lib/api-client';

/** Spec 01 §2: the unknown route is logged, in the console and on the server. */
export function logMissingRoute(path: string): void {
  console.warn(`404: no page at ${path}`);
  const body: z.input<typeof ClientLogRequest> = { event: 'route-not-found', path: path.slice(0, 2048) };
  apiRequest('/api/client-log', { body }).catch((error: unknown) => {
    console.warn('Could not report the missing route', error);
  });
}
