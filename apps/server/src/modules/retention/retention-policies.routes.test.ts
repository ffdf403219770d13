import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FIELD_MESSAGES, type RetentionPoliciesResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { errorCode, errorOf, startTestApp, type TestApp } from '../../../test/harness.ts';
import { signedInClients } from '../../../test/documents-helpers.ts';
import { retentionPolicies } from './retention-policies.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
});
afterAll(async () => t.close());

const DEFAULTS = { documents: 2555, auditLogs: 1825, backups: 90, drafts: 365 };

describe('retention policies', () => {
  it('are the spec defaults until saved, with the audit minimum beside them', async () => {
    const response = await as.admin.request('GET', '/api/system/retention');
    expect(response.statusCode).toBe(200);
    expect(response.json<RetentionPoliciesResponse>()).toEqual({ ...DEFAULTS, defaults: DEFAULTS, auditMinimumDays: 1825, updatedAt: null, updatedBy: null });
    expect(await retentionPolicies(t.database.db)).toEqual(DEFAULTS);
  });

  it('are saved by an administrator, each change audited old → new, and read back by retentionPolicies(db) [REQ:A11-10] [REQ:FR-RET-1]', async () => {
    const next = { documents: 3650, auditLogs: 2555, backups: 30, drafts: 180 };
    const saved = await as.admin.request('PUT', '/api/system/retention', next);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<RetentionPoliciesResponse>()).toMatchObject({ ...next, defaults: DEFAULTS });
    expect(saved.json<RetentionPoliciesResponse>().updatedAt).not.toBeNull();
    expect(await retentionPolicies(t.database.db)).toEqual(next);
    expect((await as.admin.request('GET', '/api/system/retention')).json<RetentionPoliciesResponse>()).toMatchObject(next);
    const [event] = rowsOf<{ action: string; actor_name: string; old_values: unknown; new_values: unknown }>(
      await t.database.db.execute(sql`SELECT action, actor_name, old_values, new_values FROM audit_events WHERE entity_type = 'setting' AND entity_id = 'retentionPolicies' ORDER BY seq DESC LIMIT 1`),
    );
    expect(event).toMatchObject({ action: 'Retention Policies Changed', old_values: DEFAULTS, new_values: next });
    // Reset to defaults is an explicit save of the defaults, audited like any other.
    expect((await as.admin.request('PUT', '/api/system/retention', DEFAULTS)).statusCode).toBe(200);
    expect(await retentionPolicies(t.database.db)).toEqual(DEFAULTS);
  });

  it('refuses an audit period under the legal minimum, fractions and out-of-range counts, naming the field [REQ:P11-10c] [REQ:FR-RET-1]', async () => {
    const below = await as.admin.request('PUT', '/api/system/retention', { ...DEFAULTS, auditLogs: 1824 });
    expect(below.statusCode).toBe(400);
    expect(errorCode(below)).toBe('VALIDATION_FAILED');
    expect(below.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ auditLogs: FIELD_MESSAGES.retentionAuditBelowMinimum });
    const fraction = await as.admin.request('PUT', '/api/system/retention', { ...DEFAULTS, drafts: 1.5 });
    expect(fraction.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ drafts: FIELD_MESSAGES.retentionDaysInteger });
    const range = await as.admin.request('PUT', '/api/system/retention', { ...DEFAULTS, backups: 0, documents: -1 });
    expect(range.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      backups: FIELD_MESSAGES.retentionBackupsRange,
      documents: FIELD_MESSAGES.retentionDocumentsRange,
    });
    expect((await as.admin.request('PUT', '/api/system/retention', { documents: 10 })).statusCode).toBe(400);
    expect(await retentionPolicies(t.database.db)).toEqual(DEFAULTS);
  });

  it('are for administrators only', async () => {
    expect((await as.coordinator.request('GET', '/api/system/retention')).statusCode).toBe(403);
    const refused = await as.coordinator.request('PUT', '/api/system/retention', DEFAULTS);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('FORBIDDEN');
  });
});
