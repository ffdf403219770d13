import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { SETTING_CHANGE_MEANING, type ApproveSettingChangeRequest, type FourEyesSettingKey, type SettingChangeRecord } from '@attest/domain';
import { systemClock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/client.ts';
import { decideSettingChange, findSettingChange, presentSettingChange, type SettingChangeRow } from '../../core/settings/setting-changes.repo.ts';
import { lockSetting, readSetting, writeSetting, type SettingDefinition, type SettingsService } from '../../core/settings/settings.ts';
import type { FourEyesNoun } from '../../core/settings/four-eyes.ts';
import { AppError } from '../../core/app-error.ts';
import type { AuthContext } from '../../core/request-context.ts';
import { appendAuditEvent, type RequestOrigin } from '../audit/audit.repo.ts';
import { signatureConfig } from '../signatures/signature-config.ts';
import { assertConsent, consumeSigningToken } from '../signatures/signing.service.ts';

/** The settings a change may be proposed for, by key: their definition and what the audit trail calls them. */
export type FourEyesRegistry = Record<FourEyesSettingKey, { definition: SettingDefinition<unknown>; noun: FourEyesNoun }>;

export interface DecisionContext {
  auth: AuthContext;
  origin: RequestOrigin;
  now: Date;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const personOf = (auth: AuthContext) => ({ id: auth.user.id, name: auth.user.name });
const actorOf = (auth: AuthContext) => ({ id: auth.user.id, name: auth.user.name, role: auth.user.role });
/** As stored in jsonb: keys whose value is undefined are dropped, so a value read back compares equal. */
const asStored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** Locks a pending change; refuses one unknown or already decided. */
async function lockPending(tx: Db, id: string): Promise<SettingChangeRow> {
  const row = await findSettingChange(tx, id, { lock: true });
  if (!row) throw new AppError('SETTING_CHANGE_NOT_FOUND');
  if (row.status !== 'pending') throw new AppError('SETTING_CHANGE_DECIDED');
  return row;
}

/** Approval and rejection are for another administrator than the proposer (four-eyes). */
function assertOtherPerson(row: SettingChangeRow, auth: AuthContext): void {
  if (row.proposed_by === auth.user.id) throw new AppError('FOUR_EYES_SAME_PERSON');
}

export class SettingChangeDecisions {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly registry: FourEyesRegistry,
  ) {}

  private settingOf(row: SettingChangeRow) {
    const setting = this.registry[row.setting_key as FourEyesSettingKey];
    if (!setting) throw new Error(`setting change ${row.id} names an unknown setting ${row.setting_key}`);
    return setting;
  }

  /**
   * A second administrator approves with a Part 11 signature (signing token from re-authentication, meaning
   * "approved", the legal statement as configured); the proposed value is then written through the settings path,
   * audited old → new naming proposer and approver, all in one transaction. Refused when the setting no longer holds
   * the value the proposal was made against.
   */
  async approve(id: string, req: ApproveSettingChangeRequest, ctx: DecisionContext): Promise<SettingChangeRecord> {
    const known = await findSettingChange(this.db, id);
    if (!known) throw new AppError('SETTING_CHANGE_NOT_FOUND');
    const setting = this.settingOf(known);
    return this.settings.writing(setting.definition.key, async (tx) => {
      const row = await lockPending(tx, id);
      assertOtherPerson(row, ctx.auth);
      await lockSetting(tx, setting.definition.key);
      const current = await readSetting(tx, setting.definition);
      if (!isDeepStrictEqual(asStored(current.value), row.base_value)) throw new AppError('SETTING_CHANGE_STALE');
      // Token lifetimes are stamped by the signing service with the wall clock, so they are judged by it too.
      const token = await consumeSigningToken(tx, ctx.auth, req.signingToken, systemClock.now());
      assertConsent(await signatureConfig(tx), req.consent);
      const signedAt = new Date(Math.floor(ctx.now.getTime()));
      const manifestHash = sha256(
        JSON.stringify({ changeId: row.id, meaning: SETTING_CHANGE_MEANING, proposedBy: row.proposed_by, proposedValue: row.proposed_value, settingKey: row.setting_key, signedAt: signedAt.toISOString(), signerId: ctx.auth.user.id }),
      );
      await writeSetting(tx, setting.definition, row.proposed_value, {
        actor: actorOf(ctx.auth),
        origin: ctx.origin,
        now: ctx.now,
        reason: `${row.reason} (proposed by ${row.proposer_name}, approved by ${ctx.auth.user.name} with signature)`,
      });
      const decided = await decideSettingChange(tx, id, {
        status: 'approved',
        by: personOf(ctx.auth),
        at: ctx.now,
        reason: null,
        signature: { meaning: SETTING_CHANGE_MEANING, signedAt, method: token.method, manifestHash },
      });
      await appendAuditEvent(tx, {
        actor: actorOf(ctx.auth),
        origin: ctx.origin,
        action: `${setting.noun} Change Approved`,
        entityType: 'setting-change',
        entityId: id,
        oldValues: { status: 'pending' },
        newValues: { status: 'approved', settingKey: row.setting_key, proposedBy: row.proposer_name, meaning: SETTING_CHANGE_MEANING, signedAt: signedAt.toISOString(), authenticationMethod: token.method, manifestHash },
      });
      return presentSettingChange(decided);
    });
  }

  /** Another administrator rejects, with a reason; the setting is untouched. */
  async reject(id: string, reason: string, ctx: DecisionContext): Promise<SettingChangeRecord> {
    return this.close(id, ctx, 'rejected', reason, (row) => assertOtherPerson(row, ctx.auth));
  }

  /** The proposer takes their change back; the setting is untouched. */
  async withdraw(id: string, ctx: DecisionContext): Promise<SettingChangeRecord> {
    return this.close(id, ctx, 'withdrawn', null, (row) => {
      if (row.proposed_by !== ctx.auth.user.id) throw new AppError('SETTING_CHANGE_NOT_PROPOSER');
    });
  }

  private close(id: string, ctx: DecisionContext, status: 'rejected' | 'withdrawn', reason: string | null, allowed: (row: SettingChangeRow) => void): Promise<SettingChangeRecord> {
    return this.db.transaction(async (tx) => {
      const row = await lockPending(tx, id);
      allowed(row);
      const decided = await decideSettingChange(tx, id, { status, by: personOf(ctx.auth), at: ctx.now, reason });
      await appendAuditEvent(tx, {
        actor: actorOf(ctx.auth),
        origin: ctx.origin,
        action: `${this.settingOf(row).noun} Change ${status === 'rejected' ? 'Rejected' : 'Withdrawn'}`,
        entityType: 'setting-change',
        entityId: id,
        oldValues: { status: 'pending' },
        newValues: { status, settingKey: row.setting_key, proposedBy: row.proposer_name },
        reason,
      });
      return presentSettingChange(decided);
    });
  }
}
