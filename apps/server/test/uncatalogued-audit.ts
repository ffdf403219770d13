import type { AuditAction, AuditEntityTypeOf } from '@attest/domain';
import type { Db } from '../src/platform/db/client.ts';
import { appendAuditEvent, type AuditEventInput } from '../src/modules/audit/audit.repo.ts';

/**
 * Appends an event under a name (and entity type) the audit catalogue does not hold: the trail's own tests need names
 * of their own, and a stored trail may hold names from before the catalogue. The server cannot do this:
 * appendAuditEvent takes only catalogue names (AuditAction) with their entity types, so the casts live here, in tests.
 */
export const appendUncataloguedEvent = (db: Db, event: Omit<AuditEventInput, 'action' | 'entityType'> & { action: string; entityType: string }) =>
  appendAuditEvent(db, { ...event, action: event.action as AuditAction, entityType: event.entityType as AuditEntityTypeOf<AuditAction> });
