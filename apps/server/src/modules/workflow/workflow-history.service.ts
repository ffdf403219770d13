import type { Db } from '../../platform/db/client.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { appendAuditEvent } from '../audit/audit.repo.ts';
import { canSeeWorkingCopy } from '@attest/domain';
import { assertVisible, visibilityFor } from '../documents/documents.policy.ts';
import { type Viewer } from '../../core/request-context.ts';
import { versionAccessFor } from '../documents/version-access.ts';
import { findDocument, type DocumentRow } from '../documents/documents.repo.ts';
import { documentAsSeen } from '../documents/released-view.ts';
import type { HistoryComment, WorkflowHistoryInput } from './workflow-history-pdf.ts';
import { workflowRecordOf } from './workflow-history.repo.ts';
import { renderWorkflowHistoryPdf } from './workflow-history-pool.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * A document's workflow record as the reader may see it. Workflows and signatures belong to a version: a reader who
 * may not see the working copy (another author's draft) gets only those of released versions, the same versions
 * they may open. Comments outside any workflow (release notes) cannot be tied to a version, so only readers who see
 * the working copy get them.
 */
export async function workflowHistoryFor(db: Db, viewer: Viewer, id: string): Promise<{ doc: DocumentRow; record: Omit<WorkflowHistoryInput, 'generatedBy' | 'generatedAt'> }> {
  const found = await findDocument(db, id);
  assertVisible(viewer, found?.doc);
  const visibility = visibilityFor(viewer);
  const access = await versionAccessFor(db, viewer, found.doc);
  const whole = access.fullHistory && canSeeWorkingCopy(visibility, found.doc);
  const { flows, comments, signed, assignments, conditions } = await workflowRecordOf(db, id);
  // An approval with conditions lists them (FR-LC-9): those its approver set in that workflow.
  const conditionsOf = (workflowId: string, userId: string) => conditions.filter((c) => c.workflowId === workflowId && c.setBy === userId).map((c) => c.text);
  const shown = flows.filter((f) => access.lists(f.w.versionId));
  const comment = ({ c, name, role }: (typeof comments)[number]): HistoryComment => ({ at: iso(c.createdAt)!, user: name, role, action: c.action, content: c.content });
  const seen = documentAsSeen(visibility, found.doc);
  return {
    doc: found.doc,
    record: {
      docNumber: seen.docNumber,
      title: seen.title,
      status: seen.status,
      limitedToReleased: !whole,
      workflows: shown.map(({ w, versionLabel, initiatorName }) => ({
        version: versionLabel,
        status: w.status,
        priority: w.priority,
        initiatedBy: initiatorName,
        initiatedAt: iso(w.initiatedAt)!,
        completedAt: iso(w.completedAt),
        dueDate: w.dueDate,
        abortReason: w.abortReason,
        assignments: assignments
          .filter(({ a }) => a.workflowId === w.id)
          .map(({ a, name, completerName }) => ({
            type: a.type,
            user: name,
            // Acted for the assignee (DESIGN §4.10): who really completed it, and why.
            onBehalf: a.onBehalfReason && completerName ? { by: completerName, reason: a.onBehalfReason } : null,
            status: a.status,
            decision: a.decision,
            comments: a.comments,
            assignedAt: iso(a.assignedAt)!,
            completedAt: iso(a.completedAt),
            conditions: a.type === 'approver' ? conditionsOf(w.id, a.userId) : [],
          })),
        comments: comments.filter(({ c }) => c.workflowId === w.id).map(comment),
      })),
      otherComments: whole ? comments.filter(({ c }) => c.workflowId === null).map(comment) : [],
      signatures: signed
        .filter(({ s }) => access.lists(s.versionId))
        .map(({ s }) => ({
          signerName: s.signerName,
          signerEmail: s.signerEmail,
          signerRole: s.signerRole,
          meaning: s.meaning,
          actionType: s.actionType,
          onBehalfOf: s.onBehalfOfName && s.onBehalfReason ? { name: s.onBehalfOfName, reason: s.onBehalfReason } : null,
          version: s.documentVersion,
          signedAt: iso(s.signedAt)!,
          authenticationMethod: s.authenticationMethod,
          signatureType: s.signatureType,
          fileSha256: s.fileSha256,
          contentHash: s.contentHash,
          manifestHash: s.manifestHash,
          signatureHash: s.signatureHash,
          segregationOfDutiesEnforced: s.segregationOfDutiesEnforced,
        })),
    },
  };
}

/** Renders a document's workflow history report as the reader may see it and records the download before it leaves. */
export async function downloadWorkflowHistory(db: Db, context: ActionContext, id: string): Promise<{ fileName: string; pdf: Uint8Array }> {
  const { doc, record } = await workflowHistoryFor(db, context.viewer, id);
  const pdf = await renderWorkflowHistoryPdf({ ...record, generatedBy: `${context.actor.name} (${context.viewer.role})`, generatedAt: context.now.toISOString() });
  const fileName = `workflow-history-${doc.docNumber}.pdf`;
  await db.transaction((tx) =>
    appendAuditEvent(tx, {
      actor: context.actor,
      origin: context.origin,
      action: 'Workflow History Report Downloaded',
      entityType: 'document',
      entityId: doc.id,
      newValues: { workflows: record.workflows.length, signatures: record.signatures.length, releasedOnly: record.limitedToReleased, file: fileName },
    }),
  );
  return { fileName, pdf };
}
