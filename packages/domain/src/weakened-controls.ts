import { ROLES } from './roles.ts';
import type { SignatureConfig } from './contracts/signature-config.ts';
import type { TwoFactorPolicy } from './contracts/two-factor.ts';
import type { SystemPreferences } from './contracts/system-preferences.ts';

/** A control is weakened when a flag goes from on to off, or a number moves in the direction that loosens it. */
type Direction = 'turned-off' | 'raised' | 'lowered';

interface ControlRule<T> {
  /** Dotted path of the field, as the screen and the audit trail name it. */
  field: string;
  read: (value: T) => boolean | number;
  weakens: Direction;
  /** Why a move in that direction loosens a GxP control. */
  why: string;
}

/**
 * Changes that weaken a GxP control take effect only after a second administrator approves them.
 * One table per setting; a field not listed (signature marks, image formats, reminders, upload size, time zone,
 * working hours, routing, maintenance) governs no control of who may do what or how a person is proven.
 */
export const SIGNATURE_CONFIG_CONTROLS: readonly ControlRule<SignatureConfig>[] = [
  { field: 'segregationOfDuties.enforced', read: (c) => c.segregationOfDuties.enforced, weakens: 'turned-off', why: 'Off lets the author review or approve their own version (21 CFR 11.10(g)).' },
  { field: 'maxSigningAttempts', read: (c) => c.maxSigningAttempts, weakens: 'raised', why: 'More wrong passwords are tried before signing locks (11.300(d)).' },
  { field: 'signingLockMinutes', read: (c) => c.signingLockMinutes, weakens: 'lowered', why: 'A locked signer may guess again sooner (11.300(d)).' },
  { field: 'authenticationMinutes', read: (c) => c.authenticationMinutes, weakens: 'raised', why: 'A signing authentication stays usable longer after the password was entered (11.200).' },
  { field: 'requireLegalDisclaimer', read: (c) => c.requireLegalDisclaimer, weakens: 'turned-off', why: 'Signers no longer accept that the signature is binding (11.100(c)).' },
  { field: 'requireSecondFactor', read: (c) => c.requireSecondFactor, weakens: 'turned-off', why: 'Signing is proven by the password alone.' },
  { field: 'releaseSignatures.makeEffective', read: (c) => c.releaseSignatures.makeEffective, weakens: 'turned-off', why: 'A release takes no signature.' },
  { field: 'releaseSignatures.markObsolete', read: (c) => c.releaseSignatures.markObsolete, weakens: 'turned-off', why: 'Retiring a document takes no signature.' },
  { field: 'releaseSignatures.archive', read: (c) => c.releaseSignatures.archive, weakens: 'turned-off', why: 'Archiving takes no signature.' },
  { field: 'releaseSignatures.restore', read: (c) => c.releaseSignatures.restore, weakens: 'turned-off', why: 'Restoring from the archive takes no signature.' },
];

export const SYSTEM_PREFERENCE_CONTROLS: readonly ControlRule<SystemPreferences>[] = [
  { field: 'passwordMinLength', read: (p) => p.passwordMinLength, weakens: 'lowered', why: 'Shorter passwords are easier to guess (11.300).' },
  { field: 'lockoutMaxAttempts', read: (p) => p.lockoutMaxAttempts, weakens: 'raised', why: 'More wrong passwords are tried before an account locks (11.300(d)).' },
  { field: 'lockoutMinutes', read: (p) => p.lockoutMinutes, weakens: 'lowered', why: 'A locked account may guess again sooner (11.300(d)).' },
  { field: 'sessionIdleMinutes', read: (p) => p.sessionIdleMinutes, weakens: 'raised', why: 'An unattended session stays open longer (11.300, Annex 11 §12).' },
  { field: 'sessionMaxHours', read: (p) => p.sessionMaxHours, weakens: 'raised', why: 'A session lives longer before the password is asked again.' },
  { field: 'auditReviewPeriodMonths', read: (p) => p.auditReviewPeriodMonths, weakens: 'raised', why: 'The audit trail is reviewed less often (Annex 11 §9).' },
];

/** A role taken off the list that must sign in with a second factor signs in with the password alone. */
export const TWO_FACTOR_POLICY_CONTROLS: readonly ControlRule<TwoFactorPolicy>[] = ROLES.map((role) => ({
  field: `requiredRoles.${role}`,
  read: (policy: TwoFactorPolicy) => policy.requiredRoles.includes(role),
  weakens: 'turned-off' as const,
  why: `The ${role} role signs in with the password alone.`,
}));

/** A field whose change weakens a control: its value before and after. */
export interface WeakenedControl {
  field: string;
  from: boolean | number;
  to: boolean | number;
}

const loosens = (weakens: Direction, from: boolean | number, to: boolean | number): boolean =>
  weakens === 'turned-off' ? from === true && to === false : weakens === 'raised' ? to > from : to < from;

/** The controls that going from `before` to `after` weakens, in table order; empty when none is. */
export function weakenedControls<T>(rules: readonly ControlRule<T>[], before: T, after: T): WeakenedControl[] {
  return rules.flatMap(({ field, read, weakens }) => {
    const from = read(before);
    const to = read(after);
    return loosens(weakens, from, to) ? [{ field, from, to }] : [];
  });
}
