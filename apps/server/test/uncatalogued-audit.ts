import type { AuditAction } from '@attest/domain';
import type { Db } from '../src/platform/db/client.ts';
import { appendAuditEvent, type AuditEventInput } from '../src/modules/audit/audit.repo.ts';

/**
 * Appends an event under a name the audit catalogue does not hold: the trail's own tests need names of their own, and
 * a stored trail may hold names from before the catalogue. The server cannot do this: appendAuditEvent takes only
 * catalogue names (AuditAction), so the cast lives here, in tests alone.
 */
export const appendUncataloguedEvent = (db: Db, event: Omit<AuditEventInput, 'action'> & { action: string }) =>
  appendAuditEvent(db, { ...event, action: event.action as AuditAction });
