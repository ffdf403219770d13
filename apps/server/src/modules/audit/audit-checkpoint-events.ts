import { createEventBus } from '../../platform/events/event-bus.ts';
import type { CheckpointReason } from './audit-checkpoints.ts';

/**
 * What the audit trail announces of its checkpoints, so integrations follow without audit importing them.
 * Subscribers are registered where the app is composed (http/app.ts).
 */
export interface AuditCheckpointEvents {
  /** A signed checkpoint of the trail's head was written to the blob store (published in a transaction of its own). */
  'checkpoint-written': { seq: number; occurredAt: string; createdAt: string; reason: CheckpointReason; keyId: string; at: Date };
}

export const auditCheckpointEvents = createEventBus<AuditCheckpointEvents>();
