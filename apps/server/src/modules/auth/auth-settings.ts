import type { Config } from '../../config.ts';
import type { PreferencesService } from '../preferences/system-preferences.ts';
import type { TwoFactorPolicyReader } from '../two-factor/two-factor-policy.ts';
import type { AuthSettings, PasswordPolicy } from './auth.service.ts';

export const passwordPolicyOf = (config: Config): PasswordPolicy => ({ localPasswords: config.localPasswords, breakGlassAdminEmail: config.breakGlassAdminEmail });

/** The sign-in settings in force at each call: the preferences, the two-factor policy and the password policy. */
export function authSettingsReader(deps: { config: Config; preferences: PreferencesService; twoFactorPolicy: TwoFactorPolicyReader }): () => Promise<AuthSettings> {
  return async () => ({
    ...(await deps.preferences.inForce()).value,
    twoFactorRoles: await deps.twoFactorPolicy.requiredRoles(),
    passwordAllowed: passwordPolicyOf(deps.config),
  });
}
