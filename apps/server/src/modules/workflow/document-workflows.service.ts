import type { WorkflowDetail } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import type { Viewer } from '../../core/request-context.ts';
import { assertVisible, visibilityFor } from '../documents/documents.policy.ts';
import { documentAsSeen } from '../documents/released-view.ts';
import { versionAccessFor } from '../documents/version-access.ts';
import { findDocument } from '../documents/documents.repo.ts';
import { findWorkflowRow, type WorkflowListRow } from './workflow-list.repo.ts';
import { presentWorkflowDetail } from './workflow.present.ts';
import { workflowsOfDocument } from './workflow.repo.ts';

/** A document's workflows as the reader may see them, newest first (stage history for the document page). */
export async function documentWorkflows(db: Db, viewer: Viewer, documentId: string): Promise<WorkflowDetail[]> {
  const found = await findDocument(db, documentId);
  assertVisible(viewer, found?.doc);
  // FR-DOC-5: a workflow belongs to a version, so a reader gets only those of versions they may list (never
  // a draft's review and its comments), and the document's title and status as the document route shows them.
  const access = await versionAccessFor(db, viewer, found.doc);
  const seen = documentAsSeen(visibilityFor(viewer), found.doc);
  const ids = await workflowsOfDocument(db, documentId);
  const admin = { id: '', role: 'admin' as const };
  const rows = await Promise.all(ids.filter((w) => access.lists(w.versionId)).map(({ id }) => findWorkflowRow(db, id, admin)));
  const asSeen = (row: WorkflowListRow): WorkflowListRow => ({ ...row, title: seen.title, doc_number: seen.docNumber, document_status: seen.status });
  return Promise.all(rows.filter((r) => r !== undefined).map((r) => presentWorkflowDetail(db, asSeen(r))));
}
