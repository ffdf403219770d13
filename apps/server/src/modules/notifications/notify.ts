import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { NotificationCategory } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { notifications, users } from '../../platform/db/schema/index.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { readPreferencesOf } from '../preferences/user-preferences.repo.ts';

export interface NotificationInput {
  userId: string;
  title: string;
  message: string;
  type: 'info' | 'success' | 'warning' | 'error';
  category: NotificationCategory;
  /** Where the user acts, as an in-app path without the /dashboard/{role} prefix, e.g. /documents/{id}/review. */
  actionUrl?: string | null;
}

const mailText = (name: string, message: string) =>
  `Hello ${name},\n\n${message}\n\nYou receive this e-mail because e-mail notifications are on in your Attest preferences.`;

/**
 * Writes notifications in the caller's transaction. Nothing leaves before it commits: a database trigger then
 * announces them to every server instance (live streams), and mail queued here for users whose preferences
 * allow it is sent afterwards. Inactive users are not notified.
 */
export async function createNotifications(tx: Db, inputs: readonly NotificationInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const ids = [...new Set(inputs.map((i) => i.userId))];
  const recipients = await tx.select({ id: users.id, name: users.name, email: users.email, status: users.status }).from(users).where(inArray(users.id, ids));
  const active = new Map(recipients.filter((r) => r.status === 'active').map((r) => [r.id, r]));
  const wanted = inputs.filter((i) => active.has(i.userId));
  if (wanted.length === 0) return;
  const rows = wanted.map((i) => ({ id: randomUUID(), userId: i.userId, title: i.title, message: i.message, type: i.type, category: i.category, actionUrl: i.actionUrl ?? null }));
  await tx.insert(notifications).values(rows);
  const preferences = await readPreferencesOf(tx, [...active.keys()]);
  const mail = rows.flatMap((row) => {
    const user = active.get(row.userId)!;
    if (!preferences.get(user.id)?.emailNotifications) return [];
    return [{ to: user.email, subject: `Attest: ${row.title}`, text: mailText(user.name, row.message), linkPath: row.actionUrl, notificationId: row.id }];
  });
  await enqueueMail(tx, mail);
}

export const createNotification = (tx: Db, input: NotificationInput): Promise<void> => createNotifications(tx, [input]);
