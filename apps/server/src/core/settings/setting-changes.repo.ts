import { sql } from 'drizzle-orm';
import type { SettingChangeRecord, WeakenedControl } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';

/** A row of setting_changes (migration 0220): a weakening change of a setting, pending or decided. */
export interface SettingChangeRow {
  id: string;
  setting_key: string;
  proposed_value: unknown;
  base_value: unknown;
  weakened: WeakenedControl[];
  proposed_by: string;
  proposer_name: string;
  reason: string;
  proposed_at: Date | string;
  status: SettingChangeRecord['status'];
  decided_by: string | null;
  decider_name: string | null;
  decided_at: Date | string | null;
  decision_reason: string | null;
  signature_meaning: string | null;
  signed_at: Date | string | null;
  authentication_method: string | null;
  manifest_hash: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentSettingChange(row: SettingChangeRow): SettingChangeRecord {
  return {
    id: row.id,
    settingKey: row.setting_key as SettingChangeRecord['settingKey'],
    status: row.status,
    proposedValue: row.proposed_value,
    weakened: row.weakened,
    proposedBy: { id: row.proposed_by, name: row.proposer_name },
    proposedAt: iso(row.proposed_at),
    reason: row.reason,
    decidedBy: row.decided_by && row.decider_name ? { id: row.decided_by, name: row.decider_name } : null,
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
    decisionReason: row.decision_reason,
    signature:
      row.status === 'approved' && row.signed_at && row.decider_name && row.authentication_method && row.manifest_hash
        ? { signerName: row.decider_name, meaning: 'approved', signedAt: iso(row.signed_at), authenticationMethod: row.authentication_method, manifestHash: row.manifest_hash }
        : null,
  };
}

export async function insertSettingChange(
  tx: Db,
  change: { settingKey: string; proposedValue: unknown; baseValue: unknown; weakened: WeakenedControl[]; proposer: { id: string; name: string }; reason: string; at: Date },
): Promise<SettingChangeRow> {
  const json = (value: unknown) => JSON.stringify(value);
  const [row] = rowsOf<SettingChangeRow>(
    await tx.execute(sql`
      INSERT INTO setting_changes (setting_key, proposed_value, base_value, weakened, proposed_by, proposer_name, reason, proposed_at)
      VALUES (${change.settingKey}, ${json(change.proposedValue)}::jsonb, ${json(change.baseValue)}::jsonb, ${json(change.weakened)}::jsonb,
              ${change.proposer.id}, ${change.proposer.name}, ${change.reason}, ${change.at})
      RETURNING *`),
  );
  if (!row) throw new Error('insert into setting_changes returned no row');
  return row;
}

export async function findSettingChange(db: Db, id: string, options: { lock?: boolean } = {}): Promise<SettingChangeRow | undefined> {
  const lock = options.lock ? sql` FOR UPDATE` : sql``;
  return rowsOf<SettingChangeRow>(await db.execute(sql`SELECT * FROM setting_changes WHERE id = ${id}${lock}`))[0];
}

export async function pendingSettingChange(db: Db, settingKey: string): Promise<SettingChangeRow | undefined> {
  return rowsOf<SettingChangeRow>(await db.execute(sql`SELECT * FROM setting_changes WHERE setting_key = ${settingKey} AND status = 'pending'`))[0];
}

/** Newest first; at most `limit` (the screens show the pending one and the latest decisions). */
export async function listSettingChanges(db: Db, filter: { settingKey?: string; status?: string }, limit = 100): Promise<SettingChangeRow[]> {
  const key = filter.settingKey ? sql` AND setting_key = ${filter.settingKey}` : sql``;
  const status = filter.status ? sql` AND status = ${filter.status}` : sql``;
  return rowsOf<SettingChangeRow>(await db.execute(sql`SELECT * FROM setting_changes WHERE true${key}${status} ORDER BY proposed_at DESC, id LIMIT ${limit}`));
}

/** Records the decision on a pending change (the caller holds its lock and has checked who may decide). */
export async function decideSettingChange(
  tx: Db,
  id: string,
  decision: {
    status: 'approved' | 'rejected' | 'withdrawn';
    by: { id: string; name: string };
    at: Date;
    reason: string | null;
    signature?: { meaning: string; signedAt: Date; method: string; manifestHash: string };
  },
): Promise<SettingChangeRow> {
  const s = decision.signature;
  const [row] = rowsOf<SettingChangeRow>(
    await tx.execute(sql`
      UPDATE setting_changes SET status = ${decision.status}, decided_by = ${decision.by.id}, decider_name = ${decision.by.name},
        decided_at = ${decision.at}, decision_reason = ${decision.reason}, signature_meaning = ${s?.meaning ?? null},
        signed_at = ${s?.signedAt ?? null}, authentication_method = ${s?.method ?? null}, manifest_hash = ${s?.manifestHash ?? null}
      WHERE id = ${id} AND status = 'pending'
      RETURNING *`),
  );
  if (!row) throw new Error('a pending setting change vanished under its lock');
  return row;
}
