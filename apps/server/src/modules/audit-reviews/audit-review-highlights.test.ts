import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_CATALOGUE, type AuditAction } from '@attest/domain';
import { highlightedActions } from './audit-review-highlights.ts';

/**
 * The rules the review matched names by before the catalogue, kept here as the guard that no highlight moved; since
 * then the integrations' configuration (webhook endpoints, SCIM tokens) counts as configuration too, as repository
 * connections do, but sending a delivery again does not.
 */
const BEFORE = {
  'failed-authentication': (action: AuditAction) => ['Sign-in Failed', 'Signature Authentication Failed', 'Account Locked'].includes(action),
  'configuration-change': (action: AuditAction) =>
    (AUDIT_CATALOGUE[action].entityTypes.some((type) => ['setting', 'category', 'department', 'repository', 'webhook', 'scim-token'].includes(type)) && action !== 'Webhook Delivery Resent') ||
    /(configuration|polic(y|ies)|preferences) changed/i.test(action),
};

describe('the audit-trail review highlights by catalogue category', () => {
  for (const kind of ['failed-authentication', 'configuration-change'] as const) {
    it(`marks as ${kind} exactly the actions the name rules marked`, () => {
      expect(highlightedActions(kind).toSorted()).toEqual(AUDIT_ACTIONS.filter(BEFORE[kind]).toSorted());
    });
  }
});
