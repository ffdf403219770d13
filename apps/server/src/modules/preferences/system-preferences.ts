import type { FastifyInstance } from 'fastify';
import {
  BACKUP_SCHEDULE_OFF,
  FIELD_MESSAGES,
  SYSTEM_PREFERENCE_CONTROLS,
  SYSTEM_PREFERENCE_VARIABLES,
  SystemPreferences,
  weakenedControls,
  type PinnedPreference,
  type SettingChangeRecord,
  type SystemPreferenceKey,
} from '@attest/domain';
import type { Config } from '../../config.ts';
import { AppError } from '../../core/app-error.ts';
import { isCronExpression } from '../../platform/jobs/cron.ts';
import { saveOrPropose, type FourEyesSetting, type ProposingChange } from '../../core/settings/four-eyes.ts';
import { defineSetting, type SettingsService, type StoredSetting } from '../../core/settings/settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The system preferences in force (FR-SYS-1): read at use time, never from the config object. */
    preferences: PreferencesService;
  }
}

/** What is stored: any subset of the preferences (a field never saved, or added since, follows the environment). */
export const SYSTEM_PREFERENCES_SETTING = defineSetting<Partial<SystemPreferences>>({
  key: 'systemPreferences',
  schema: SystemPreferences.partial(),
  default: {},
  auditAction: 'System Preferences Changed',
});

export interface PreferencesInForce {
  value: SystemPreferences;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/**
 * The preferences in force: the environment's defaults, overlaid by what an administrator saved, overlaid again by the
 * values the environment pins. Reads go through the settings service (cached, dropped on every instance by NOTIFY).
 */
export class PreferencesService {
  readonly pinned: PinnedPreference[];
  /** A save that weakens a security or audit control, judged on the values in force, waits for a second administrator. */
  readonly fourEyes: FourEyesSetting<Partial<SystemPreferences>> = {
    definition: SYSTEM_PREFERENCES_SETTING,
    noun: 'System Preferences',
    weakened: (before, after) => weakenedControls(SYSTEM_PREFERENCE_CONTROLS, this.overlay(before), this.overlay(after)),
  };

  constructor(
    private readonly settings: SettingsService,
    private readonly environment: Config['preferences'],
  ) {
    this.pinned = environment.pinned.map((key) => ({
      key,
      variable: SYSTEM_PREFERENCE_VARIABLES[key],
      reason: `Pinned by the server environment (PREFERENCES_PINNED): ${SYSTEM_PREFERENCE_VARIABLES[key]} applies.`,
    }));
  }

  get defaults(): SystemPreferences {
    return this.environment.defaults;
  }

  /** The whole set in force, with when it was last saved. */
  async inForce(): Promise<PreferencesInForce> {
    const stored: StoredSetting<Partial<SystemPreferences>> = await this.settings.get(SYSTEM_PREFERENCES_SETTING);
    return { value: this.overlay(stored.value), updatedAt: stored.updatedAt, updatedBy: stored.updatedBy };
  }

  /** The value in force of one preference. */
  async get<K extends SystemPreferenceKey>(key: K): Promise<SystemPreferences[K]> {
    return (await this.inForce()).value[key];
  }

  /**
   * Saves the whole set, audited old → new with the reason; refuses a change to a pinned preference. A save that
   * weakens a control is not applied: the pending change is returned (the four-eyes rule, core/settings/four-eyes.ts).
   */
  async save(next: SystemPreferences, change: ProposingChange): Promise<SettingChangeRecord | null> {
    const refused = this.environment.pinned.filter((key) => next[key] !== this.environment.defaults[key]);
    if (refused.length > 0) {
      throw new AppError('PREFERENCE_PINNED', undefined, Object.fromEntries(refused.map((key) => [key, FIELD_MESSAGES.preferencePinned])));
    }
    // The contract checks the shape; the job queue's own parser has the last word (a 61st minute, say).
    if (next.backupSchedule !== BACKUP_SCHEDULE_OFF && !isCronExpression(next.backupSchedule)) {
      throw new AppError('VALIDATION_FAILED', undefined, { backupSchedule: FIELD_MESSAGES.preferenceBackupScheduleInvalid });
    }
    if (next.workingHoursEnd <= next.workingHoursStart) {
      throw new AppError('VALIDATION_FAILED', undefined, { workingHoursEnd: FIELD_MESSAGES.preferenceWorkingHoursRange });
    }
    return saveOrPropose(this.settings, this.fourEyes, next, change);
  }

  /**
   * Calls `listener` after the preferences change on any instance (at once here, on the NOTIFY elsewhere); it may be
   * called more than once for one change, so it reads the values in force and compares with what it applied.
   */
  onChange(listener: () => void): () => void {
    return this.settings.onChange(SYSTEM_PREFERENCES_SETTING.key, listener);
  }

  private overlay(stored: Partial<SystemPreferences>): SystemPreferences {
    const pins = Object.fromEntries(this.environment.pinned.map((key) => [key, this.environment.defaults[key]]));
    return { ...this.environment.defaults, ...stored, ...pins };
  }
}

export function registerPreferences(app: FastifyInstance, environment: Config['preferences']): PreferencesService {
  const preferences = new PreferencesService(app.settings, environment);
  app.decorate('preferences', preferences);
  return preferences;
}
