import type { AuditAction, ApprovalCondition, ConditionsResponse } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../core/app-error.ts';
import { appendAuditEvent, type AuditActor, type RequestOrigin } from '../audit/audit.repo.ts';
import { assertVisible } from '../documents/documents.policy.ts';
import { versionAccessFor } from '../documents/version-access.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { findDocument, findVersionRow, lockDocumentRow, type DocumentRow, type VersionRow } from '../documents/documents.repo.ts';
import { notifyConditionsAnswered, notifyConditionsSet } from './conditions-notices.ts';
import { canCloseNow, canRespondNow, mayClose, mayRespond } from './conditions.policy.ts';
import {
  conditionsOfDocument,
  countOpenConditions,
  countUnansweredConditions,
  insertConditions,
  lockCondition,
  recordClosing,
  recordResponse,
  type ConditionWithNames,
} from './conditions.repo.ts';

/**
 * The conditions an approver set with their signature ("approved-with-conditions"), in the approval's transaction;
 * the author is told. The approval's own audit event lists them.
 */
export async function setConditions(
  tx: Db,
  params: { doc: DocumentRow; version: VersionRow; workflowId: string | null; signatureId: string; actor: { id: string; name: string }; texts: readonly string[]; at: Date },
): Promise<{ ids: string[] }> {
  const { doc, version, actor, texts } = params;
  const rows = await insertConditions(tx, { documentId: doc.id, versionId: version.id, workflowId: params.workflowId, signatureId: params.signatureId, setBy: actor.id, setAt: params.at, texts });
  await notifyConditionsSet(tx, { doc, versionLabel: version.versionLabel, actor }, texts);
  return { ids: rows.map((r) => r.id) };
}

/**
 * The release gate of conditions (spec 02 §4), whatever path makes a version effective: every condition answered and
 * closed. Plugged into the workflow's release gates where the app is composed.
 */
export async function openConditionsRefusal(tx: Db, versionId: string): Promise<AppError | null> {
  const open = await countOpenConditions(tx, versionId);
  if (open === 0) return null;
  return new AppError(
    'CONDITIONS_OPEN',
    `This document cannot become effective: ${open} ${open === 1 ? 'condition' : 'conditions'} of its approval ${open === 1 ? 'is' : 'are'} still open. The author records how each was met, then a document coordinator or admin closes it.`,
  );
}

const iso = (d: Date) => d.toISOString();

function present(row: ConditionWithNames, ctx: ActionContext, doc: { authorId: string }): ApprovalCondition {
  const { c } = row;
  return {
    id: c.id,
    versionId: c.versionId,
    versionLabel: row.versionLabel,
    position: c.position,
    text: c.text,
    state: c.closedAt ? 'closed' : c.respondedAt ? 'answered' : 'open',
    set: { by: { id: c.setBy, name: row.setByName }, at: iso(c.setAt) },
    response: c.respondedAt && c.respondedBy ? { by: { id: c.respondedBy, name: row.respondedByName ?? '' }, at: iso(c.respondedAt), text: c.response ?? '' } : null,
    closed: c.closedAt && c.closedBy ? { by: { id: c.closedBy, name: row.closedByName ?? '' }, at: iso(c.closedAt), reason: c.closeReason } : null,
    canRespond: canRespondNow(ctx.viewer, doc, c),
    canClose: canCloseNow(ctx.viewer, c),
  };
}

/** A document's conditions of approval on the versions the reader may open; `open` counts those not closed. */
export async function listConditions(db: Db, ctx: ActionContext, documentId: string): Promise<ConditionsResponse> {
  const found = await findDocument(db, documentId);
  assertVisible(ctx.viewer, found?.doc);
  const access = await versionAccessFor(db, ctx.viewer, found.doc);
  const rows = (await conditionsOfDocument(db, documentId)).filter((r) => access.opens(r.c.versionId));
  const items = rows.map((r) => present(r, ctx, found.doc));
  return { items, open: items.filter((i) => i.state !== 'closed').length };
}

interface ChangeScope {
  tx: Db;
  doc: DocumentRow;
  condition: NonNullable<Awaited<ReturnType<typeof lockCondition>>>;
}

/** Under the document's row lock, so the last response and the make-effective gate see each other's writes. */
async function withCondition<T>(db: Db, ctx: ActionContext, documentId: string, conditionId: string, work: (scope: ChangeScope) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const doc = await lockDocumentRow(tx, documentId);
    assertVisible(ctx.viewer, doc);
    const condition = await lockCondition(tx, documentId, conditionId);
    if (!condition) throw new AppError('CONDITION_NOT_FOUND');
    return work({ tx, doc, condition });
  });
}

const audit = (tx: Db, actor: AuditActor, origin: RequestOrigin, action: AuditAction, documentId: string, newValues: Record<string, unknown>, reason: string | null = null) =>
  appendAuditEvent(tx, { actor, origin, action, entityType: 'document', entityId: documentId, newValues, reason });

export async function respondToCondition(db: Db, clock: Clock, ctx: ActionContext, documentId: string, conditionId: string, response: string): Promise<void> {
  await withCondition(db, ctx, documentId, conditionId, async ({ tx, doc, condition }) => {
    if (!mayRespond(ctx.viewer, doc)) throw new AppError('FORBIDDEN', 'Only the author, or a document coordinator or admin, records how a condition was met.');
    if (condition.closedAt) throw new AppError('CONDITION_CLOSED');
    if (condition.respondedAt) throw new AppError('CONDITION_ALREADY_ANSWERED');
    const now = clock.now();
    await recordResponse(tx, condition.id, { response, respondedBy: ctx.viewer.id, respondedAt: now });
    await audit(tx, ctx.actor, ctx.origin, 'Approval Condition Answered', doc.id, { conditionId: condition.id, versionId: condition.versionId, condition: condition.text, response });
    if ((await countUnansweredConditions(tx, condition.versionId)) === 0) {
      const version = await findVersionRow(tx, condition.versionId);
      await notifyConditionsAnswered(tx, { doc, versionLabel: version?.versionLabel ?? '', actor: { id: ctx.viewer.id, name: ctx.actor.name } });
    }
  });
}

export async function closeCondition(db: Db, clock: Clock, ctx: ActionContext, documentId: string, conditionId: string, reason: string | undefined): Promise<void> {
  await withCondition(db, ctx, documentId, conditionId, async ({ tx, doc, condition }) => {
    if (!mayClose(ctx.viewer)) throw new AppError('FORBIDDEN', 'Only a document coordinator or admin closes a condition of approval.');
    if (condition.closedAt) throw new AppError('CONDITION_CLOSED');
    if (!condition.respondedAt) throw new AppError('CONDITION_NOT_ANSWERED');
    const closeReason = reason?.trim() || null;
    await recordClosing(tx, condition.id, { closedBy: ctx.viewer.id, closedAt: clock.now(), closeReason });
    const open = await countOpenConditions(tx, condition.versionId);
    await audit(tx, ctx.actor, ctx.origin, 'Approval Condition Closed', doc.id, { conditionId: condition.id, versionId: condition.versionId, condition: condition.text, stillOpen: open }, closeReason);
  });
}
