import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { AuthContext } from '../../core/request-context.ts';
import type { RequestOrigin } from '../audit/audit.repo.ts';
import { pickUpAttempt } from '../sso/sso.repo.ts';
import { SSO_REAUTH_METHOD } from '../sso/sso-signing.service.ts';
import { issueSigningToken } from './signing.service.ts';

/**
 * The signing dialog asks whether its re-authentication came back: pending until the callback confirmed it, then a
 * single-use signing token once (the attempt is picked up), as a password would give.
 */
export async function pickUpSigningReauth(
  db: Db,
  auth: AuthContext,
  state: string,
  settings: { authenticationMinutes: number; origin: RequestOrigin; now: Date },
): Promise<{ confirmed: false } | { confirmed: true; signingToken: string; expiresAt: Date; emailConfirmed: boolean }> {
  const { picked, attempt } = await db.transaction((tx) => pickUpAttempt(tx, state, auth.session.id, settings.now));
  if (!attempt) throw new AppError('SIGNING_TOKEN_INVALID');
  if (!picked) {
    if (attempt.pickedUpAt || attempt.expiresAt <= settings.now) throw new AppError('SIGNING_TOKEN_INVALID');
    if (!attempt.usedAt) return { confirmed: false };
    // The callback came and went without confirming: the refusal is in the audit trail and the dialog says so.
    if (!attempt.confirmedAt) throw new AppError('SIGNING_REAUTH_FAILED');
    return { confirmed: false };
  }
  const token = await issueSigningToken(db, auth, { method: SSO_REAUTH_METHOD, authenticationMinutes: settings.authenticationMinutes, origin: settings.origin, authenticatedAt: attempt.confirmedAt ?? settings.now, now: settings.now });
  return { confirmed: true, ...token };
}
