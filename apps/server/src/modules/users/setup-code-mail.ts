import type { Db } from '../../platform/db/client.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { createNotification } from '../notifications/notify.ts';
import type { UserRow } from './users.repo.ts';

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * E-mails a user their one-time setup code, in the transaction that issued it, when mail is configured; returns
 * whether it did. The administrator is shown the code either way.
 */
export async function mailSetupCode(
  tx: Db,
  user: Pick<UserRow, 'name' | 'email'>,
  code: { setupCode: string; expiresAt: Date; reason: 'created' | 'reset' },
  mailEnabled: boolean,
): Promise<boolean> {
  if (!mailEnabled) return false;
  const opening = code.reason === 'created' ? 'an account was created for you in Attest.' : 'your Attest password was reset by an administrator.';
  await enqueueMail(tx, {
    to: user.email,
    subject: code.reason === 'created' ? 'Attest: your account' : 'Attest: your password was reset',
    text:
      `Hello ${user.name},\n\n${opening}\n\nSign in with ${user.email}, enter this one-time setup code and choose your own password:\n\n` +
      `    ${code.setupCode}\n\nThe code works once and expires ${utc(code.expiresAt)}. If you did not expect this, tell your administrator.`,
    linkPath: '/login',
  });
  return true;
}

/** Tells the user in the application (and by e-mail if they chose so) that their password was reset. */
export async function notifyPasswordReset(tx: Db, user: Pick<UserRow, 'id'>, by: string): Promise<void> {
  await createNotification(tx, {
    userId: user.id,
    title: 'Password reset',
    message: `${by} reset your password. Your sessions were ended; set a new password with the one-time setup code from your administrator.`,
    type: 'warning',
    category: 'user',
    actionUrl: null,
  });
}
