import { RETENTION_DEFAULTS, RetentionPolicies } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { defineSetting, readSetting } from '../../core/settings/settings.ts';

/** Spec 02 §3 retentionPolicies, one setting holding the four day counts. */
export const RETENTION_SETTING = defineSetting<RetentionPolicies>({
  key: 'retentionPolicies',
  schema: RetentionPolicies,
  default: { ...RETENTION_DEFAULTS },
  auditAction: 'Retention Policies Changed',
});

/** The four day counts in force, read from the database (backup pruning and the scheduled jobs call this). */
export async function retentionPolicies(db: Db): Promise<{ documents: number; auditLogs: number; backups: number; drafts: number }> {
  return (await readSetting(db, RETENTION_SETTING)).value;
}
