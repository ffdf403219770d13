import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { createNotifications } from '../notifications/notify.ts';

interface NoticeSubject {
  doc: { id: string; docNumber: string; title: string; authorId: string };
  versionLabel: string;
  actor: { id: string; name: string };
}

const label = ({ doc, versionLabel }: NoticeSubject) => `${doc.docNumber} "${doc.title}" (version ${versionLabel})`;

/** The author learns, in the app and by e-mail, what they must do before the version may become effective. */
export async function notifyConditionsSet(tx: Db, subject: NoticeSubject, texts: readonly string[]): Promise<void> {
  if (subject.doc.authorId === subject.actor.id) return;
  const list = texts.map((text, i) => `${i + 1}. ${text}`).join(' ');
  await createNotifications(tx, [
    {
      userId: subject.doc.authorId,
      title: 'Approved with conditions',
      message: `${subject.actor.name} approved ${label(subject)} with ${texts.length === 1 ? 'a condition' : `${texts.length} conditions`}. Record how each was met before it can become effective: ${list}`,
      type: 'warning',
      category: 'workflow',
      actionUrl: `/documents/${subject.doc.id}`,
    },
  ]);
}

/** Once every condition has its response, the document coordinators are asked to close them. */
export async function notifyConditionsAnswered(tx: Db, subject: NoticeSubject): Promise<void> {
  const coordinators = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'document_coordinator'), eq(users.status, 'active')));
  await createNotifications(
    tx,
    coordinators
      .filter((c) => c.id !== subject.actor.id)
      .map((c) => ({
        userId: c.id,
        title: 'Conditions answered',
        message: `Every condition of approval of ${label(subject)} now has a response from ${subject.actor.name}. Please review and close them.`,
        type: 'info' as const,
        category: 'workflow' as const,
        actionUrl: `/documents/${subject.doc.id}`,
      })),
  );
}
