import { FIELD_MESSAGES } from '@attest/domain';
import type { Config } from '../../config.ts';
import { AppError } from '../../core/app-error.ts';
import { DEMO_PASSWORD } from './demo-password.ts';
import { isCommonPassword } from './common-passwords.ts';
import { passwordWeakness } from './password-strength.ts';

/** What a new password must meet: the system preference's length, and whether this is a demo installation. */
export interface PasswordRules {
  minLength: number;
  /** SEED=demo or demo-users: the published demo password may be set (demo accounts are reset to it). */
  demoMode: boolean;
}

export const passwordRulesOf = (config: Pick<Config, 'seed'>, minLength: number): PasswordRules => ({ minLength, demoMode: config.seed !== 'none' });

/**
 * A new password per NIST SP 800-63B: at least the system preference's length (never below the contract's 8), not a
 * commonly used password, not the published demo password outside demo mode, and hard to guess (zxcvbn score 3 or
 * more, with the person's name and e-mail and the product's name as words an attacker tries first); no composition
 * rules. `field` names the form field. Every place a password is set calls this.
 */
export async function checkNewPassword(
  password: string,
  rules: PasswordRules,
  context: { field: string; person: { name?: string; email: string } },
): Promise<void> {
  const { field } = context;
  if (password.length < rules.minLength) {
    throw new AppError('PASSWORD_TOO_SHORT', `Password must be at least ${rules.minLength} characters long`, { [field]: FIELD_MESSAGES.passwordBelowSiteMinimum });
  }
  if (password === DEMO_PASSWORD) {
    if (rules.demoMode) return;
    throw new AppError('PASSWORD_TOO_WEAK', undefined, { [field]: FIELD_MESSAGES.passwordIsDemo });
  }
  if (await isCommonPassword(password)) {
    throw new AppError('PASSWORD_TOO_COMMON', undefined, { [field]: FIELD_MESSAGES.passwordTooCommon });
  }
  const weakness = await passwordWeakness(password, context.person);
  if (weakness) throw new AppError('PASSWORD_TOO_WEAK', undefined, { [field]: FIELD_MESSAGES[weakness] });
}
