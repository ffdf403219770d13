import { TWO_FACTOR_POLICY_CONTROLS, TwoFactorPolicy, weakenedControls, type Role } from '@attest/domain';
import type { Config } from '../../config.ts';
import type { FourEyesSetting } from '../../core/settings/four-eyes.ts';
import { defineSetting, type SettingDefinition, type SettingsService } from '../../core/settings/settings.ts';
import { AUTH_AUDIT_ACTIONS } from '../audit/audit-actions.ts';

/**
 * Which roles must sign in with a second factor: an administrator's setting. Until one is saved, administrators must
 * when the server is reached over https (PUBLIC_URL), nobody otherwise (a local trial has no authenticator to hand).
 */
export function twoFactorPolicySetting(config: Pick<Config, 'secureCookies'>): SettingDefinition<TwoFactorPolicy> {
  return defineSetting<TwoFactorPolicy>({
    key: 'twoFactorPolicy',
    schema: TwoFactorPolicy,
    default: { requiredRoles: config.secureCookies ? ['admin'] : [] },
    auditAction: AUTH_AUDIT_ACTIONS.twoFactorPolicyChanged,
  });
}

export interface TwoFactorPolicyReader {
  requiredRoles(): Promise<readonly Role[]>;
  definition: SettingDefinition<TwoFactorPolicy>;
  /** A save that takes a role off the list waits for a second administrator (the four-eyes rule). */
  fourEyes: FourEyesSetting<TwoFactorPolicy>;
}

export function twoFactorPolicyReader(settings: SettingsService, config: Pick<Config, 'secureCookies'>): TwoFactorPolicyReader {
  const definition = twoFactorPolicySetting(config);
  return {
    definition,
    fourEyes: { definition, noun: 'Two-Factor Policy', weakened: (before, after) => weakenedControls(TWO_FACTOR_POLICY_CONTROLS, before, after) },
    requiredRoles: async () => (await settings.get(definition)).value.requiredRoles,
  };
}
