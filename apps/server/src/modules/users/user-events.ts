import { createEventBus } from '../../platform/events/event-bus.ts';
import type { AuditActor, RequestOrigin } from '../audit/audit.repo.ts';

/**
 * What the users module announces about a person (DESIGN §5.3): created, or their role, department or status
 * changed. Training subscribes to assign documents to people who join an audience; users imports none of it.
 */
export interface UserEvents {
  'user-changed': { userId: string; actor: AuditActor; origin?: RequestOrigin };
}

export const userEvents = createEventBus<UserEvents>();
