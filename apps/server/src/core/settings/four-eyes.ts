import type { FastifyReply } from 'fastify';
import { type AuditAction, SettingChangeRecord, type WeakenedControl } from '@attest/domain';
import { AppError } from '../app-error.ts';
import { appendAuditEvent } from '../../modules/audit/audit.repo.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { insertSettingChange, pendingSettingChange, presentSettingChange } from './setting-changes.repo.ts';
import { lockSetting, readSetting, writeSetting, type SettingChange, type SettingDefinition, type SettingsService } from './settings.ts';

/** A setting whose weakening changes wait for a second administrator (the four-eyes rule). */
export interface FourEyesSetting<T> {
  definition: SettingDefinition<T>;
  /** What the audit trail calls the setting: "Signature Configuration", "System Preferences". */
  noun: FourEyesNoun;
  /** The controls that going from the stored value `before` to `after` weakens (packages/domain weakened-controls.ts). */
  weakened(before: T, after: T): WeakenedControl[];
}

/** The names whose "… Change Proposed" the audit catalogue holds: its Approved, Rejected and Withdrawn must be there too. */
type ProposedNoun<A> = A extends `${infer Noun} Change Proposed` ? Noun : never;
export type FourEyesNoun = ProposedNoun<AuditAction>;

export type ProposingChange = SettingChange & { reason: string };

/**
 * Saves a setting, unless the save weakens a control: then the whole save (weakening and other fields alike) is held
 * as a pending change and audited as proposed, and the value in force stays. Returns the pending change, or null
 * when the save was applied. A proposal while another change of the same setting is pending is refused.
 */
export async function saveOrPropose<T>(settings: SettingsService, setting: FourEyesSetting<T>, value: T, change: ProposingChange): Promise<SettingChangeRecord | null> {
  const { definition } = setting;
  const valid = definition.schema.parse(value);
  try {
    return await settings.writing(definition.key, async (tx) => {
      await lockSetting(tx, definition.key);
      const before = await readSetting(tx, definition);
      const weakened = setting.weakened(before.value, valid);
      if (weakened.length === 0) {
        await writeSetting(tx, definition, valid, change);
        return null;
      }
      if (await pendingSettingChange(tx, definition.key)) throw new AppError('SETTING_CHANGE_PENDING');
      const proposer = change.actor.id;
      if (!proposer) throw new Error('a weakening setting change is proposed by a signed-in administrator');
      const row = await insertSettingChange(tx, { settingKey: definition.key, proposedValue: valid, baseValue: before.value, weakened, proposer: { id: proposer, name: change.actor.name }, reason: change.reason, at: change.now });
      await appendAuditEvent(tx, {
        actor: change.actor,
        origin: change.origin,
        action: `${setting.noun} Change Proposed`,
        entityType: 'setting-change',
        entityId: row.id,
        oldValues: before.value,
        newValues: { settingKey: definition.key, status: 'pending', value: valid, weakened },
        reason: change.reason,
      });
      return presentSettingChange(row);
    });
  } catch (error) {
    // Two proposals at once: the partial unique index lets one be pending.
    if (isUniqueViolation(error, 'setting_changes_one_pending')) throw new AppError('SETTING_CHANGE_PENDING');
    throw error;
  }
}

/** What a guarded PUT's summary adds, and the answers it has: the setting in force (200) or the change held (202). */
export const HELD_PENDING_NOTE = '; a save that weakens a control is held pending (202) until a second administrator approves it';
export const savedOrPendingResponses = <S>(saved: S) => ({ 200: saved, 202: SettingChangeRecord });

/** Answers a guarded save: 202 with the pending change, or the setting now in force. */
export async function answerSave<R>(reply: FastifyReply, pending: SettingChangeRecord | null, present: () => Promise<R>): Promise<R | FastifyReply> {
  return pending ? reply.code(202).send(pending) : present();
}
