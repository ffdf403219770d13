import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { createNotifications } from './notify.ts';

const activeAdmins = (tx: Db) => tx.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * An account was locked after repeated failed sign-ins: the owner learns of it (by e-mail too, the channel that
 * reaches them while locked out) and so do the administrators, who can act on the user list.
 */
export async function notifyAccountLocked(tx: Db, user: { id: string; name: string; email: string }, attempts: number, lockedUntil: Date): Promise<void> {
  const admins = await activeAdmins(tx);
  const until = utcMinute(lockedUntil);
  await createNotifications(tx, [
    {
      userId: user.id,
      title: 'Account locked',
      message: `Your account was locked after ${attempts} failed sign-in attempts, until ${until}. If this was not you, tell your administrator.`,
      type: 'error',
      category: 'user',
      actionUrl: null,
    },
    ...admins
      .filter((admin) => admin.id !== user.id)
      .map((admin) => ({
        userId: admin.id,
        title: 'Account locked',
        message: `The account of ${user.name} (${user.email}) was locked after ${attempts} failed sign-in attempts, until ${until}.`,
        type: 'warning' as const,
        category: 'user' as const,
        actionUrl: '/users',
      })),
  ]);
}

/** Signing was locked after repeated wrong signing passwords (21 CFR 11.300(d)): the signer and the administrators learn of it. */
export async function notifySigningLocked(tx: Db, user: { id: string; name: string; email: string }, attempts: number, lockedUntil: Date): Promise<void> {
  const admins = await activeAdmins(tx);
  const until = utcMinute(lockedUntil);
  await createNotifications(tx, [
    {
      userId: user.id,
      title: 'Signing locked',
      message: `Your electronic signing was locked after ${attempts} wrong signing passwords, until ${until}. If this was not you, tell your administrator.`,
      type: 'error',
      category: 'user',
      actionUrl: null,
    },
    ...admins
      .filter((admin) => admin.id !== user.id)
      .map((admin) => ({
        userId: admin.id,
        title: 'Signing locked',
        message: `Electronic signing by ${user.name} (${user.email}) was locked after ${attempts} wrong signing passwords, until ${until}.`,
        type: 'warning' as const,
        category: 'user' as const,
        actionUrl: '/users',
      })),
  ]);
}
