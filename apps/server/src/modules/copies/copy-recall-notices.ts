import { and, eq, inArray } from 'drizzle-orm';
import { hasPermission, ROLES } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { documentCopies, documentPrints } from '../../platform/db/schema/copies.ts';
import { documents, users } from '../../platform/db/schema/index.ts';
import { createNotifications, type NotificationInput } from '../notifications/notify.ts';

export interface RecallNoticeEvent {
  documentId: string;
  versionLabel: string;
  /** The version now in force, or null when the document was withdrawn. */
  replacedBy: string | null;
  /** How it was withdrawn when nothing replaced it. */
  withdrawal?: 'obsolete' | 'archived';
  copyIds: readonly string[];
}

interface RecalledCopy {
  number: number;
  holder: string | null;
  holderUserId: string | null;
  location: string | null;
}

const numbers = (copies: readonly RecalledCopy[]) => copies.map((c) => c.number).join(', ');
const where = (c: RecalledCopy) => [c.holder, c.location].filter(Boolean).join(', ');

/**
 * Who is told that controlled copies are to be brought back, in the app and by e-mail (createNotifications queues the
 * mail): each holder who is a user, about their own copies, and everyone who may print controlled copies, with the
 * whole list (numbers, holders, locations). Runs in the lifecycle's transaction, with the recall.
 */
export async function notifyCopiesToRecall(tx: Db, event: RecallNoticeEvent): Promise<void> {
  if (event.copyIds.length === 0) return;
  const copies: RecalledCopy[] = await tx
    .select({ number: documentCopies.number, holder: documentPrints.holder, holderUserId: documentPrints.holderUserId, location: documentPrints.location })
    .from(documentCopies)
    .innerJoin(documentPrints, eq(documentPrints.id, documentCopies.printId))
    .where(inArray(documentCopies.id, [...event.copyIds]))
    .orderBy(documentCopies.number);
  const stewardRoles = ROLES.filter((role) => hasPermission(role, 'print-controlled-copies'));
  const stewards = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'active'), inArray(users.role, stewardRoles)));

  const [doc] = await tx.select({ docNumber: documents.docNumber }).from(documents).where(eq(documents.id, event.documentId));
  const subject = `${doc?.docNumber ?? ''} v${event.versionLabel}`;
  const cause = event.replacedBy ? `was superseded by v${event.replacedBy}` : event.withdrawal === 'archived' ? 'was archived' : 'was made obsolete';
  const notice = { title: 'Controlled copies to recall', type: 'warning', category: 'document', actionUrl: `/copies?status=to-recall&document=${event.documentId}` } as const;

  const byHolder = new Map<string, RecalledCopy[]>();
  for (const copy of copies) if (copy.holderUserId) byHolder.set(copy.holderUserId, [...(byHolder.get(copy.holderUserId) ?? []), copy]);
  // A holder may not open the Controlled Copies screen: their notice opens the document.
  const toHolders: NotificationInput[] = [...byHolder].map(([userId, held]) => ({
    ...notice,
    actionUrl: `/documents/${event.documentId}`,
    userId,
    message: `${subject} ${cause}: please return your controlled ${held.length === 1 ? 'copy' : 'copies'} ${numbers(held)} to document control.`,
  }));

  const held = copies.filter((c) => where(c)).map((c) => `${c.number}: ${where(c)}`);
  const holders = held.length ? ` Holders: ${held.join('; ')}.` : '';
  const summary = `${subject} ${cause}: recall controlled ${copies.length === 1 ? 'copy' : 'copies'} ${numbers(copies)}.${holders}`;
  const toStewards: NotificationInput[] = stewards.map((s) => ({ ...notice, userId: s.id, message: summary }));

  await createNotifications(tx, [...toHolders, ...toStewards]);
}
