import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { createNotifications } from './notify.ts';

/**
 * An account was locked after repeated failed sign-ins: the owner learns of it (by e-mail too, the channel that
 * reaches them while locked out) and so do the administrators, who can act on the user list.
 */
export async function notifyAccountLocked(tx: Db, user: { id: string; name: string; email: string }, attempts: number, lockedUntil: Date): Promise<void> {
  const admins = await tx.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  const until = `${lockedUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
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
