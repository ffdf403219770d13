import { describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client.ts';
import { appendAuditEvent, SYSTEM_ACTOR } from './audit.repo.ts';

describe('appendAuditEvent', () => {
  it('takes only names from the audit catalogue, each with its entity type: anything else does not compile (npm run typecheck fails when the type loosens)', () => {
    const typo = (db: Db) =>
      appendAuditEvent(db, {
        actor: SYSTEM_ACTOR,
        // @ts-expect-error "Documnet Created" is not in the audit catalogue (packages/domain audit-catalogue.ts).
        action: 'Documnet Created',
        entityType: 'document',
      });
    const wrongKind = (db: Db) =>
      appendAuditEvent(db, {
        actor: SYSTEM_ACTOR,
        action: 'Document Created',
        // @ts-expect-error the catalogue writes "Document Created" about a document, never about a user.
        entityType: 'user',
      });
    const named = (db: Db) => appendAuditEvent(db, { actor: SYSTEM_ACTOR, action: 'Document Created', entityType: 'document' });
    expect([typo, wrongKind, named].every((write) => typeof write === 'function')).toBe(true);
  });
});
