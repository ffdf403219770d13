import { and, eq, ne, sql } from 'drizzle-orm';
import { hasPermission } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { effectiveRecords, workflowAssignments, workflows } from '../../platform/db/schema/index.ts';
import { trainingAssignments } from '../../platform/db/schema/training.ts';
import { inForceVersionId } from './in-force.ts';
import type { DocumentRow } from './documents.repo.ts';
import type { Viewer } from '../../core/request-context.ts';

type AccessDocument = Pick<DocumentRow, 'id' | 'status' | 'authorId' | 'effectiveVersionId' | 'currentVersionId'>;

/**
 * Which versions of one document a viewer may list and open (DESIGN §4.9). Every route that returns a version, its
 * file or data tied to it asks this, so the rule lives here only.
 */
export interface VersionAccess {
  /** The author, an assigned reviewer or approver, or document control: every version, whatever its state. */
  readonly fullHistory: boolean;
  /** Released versions (those that have had an effective record): a reader sees their number, dates and summary. */
  readonly released: ReadonlyMap<string, { effectiveDate: string; status: 'active' | 'superseded' | 'obsolete' }>;
  /** The version the viewer sees by default: the working copy for full history, else the version they may open. */
  readonly defaultVersionId: string | null;
  lists(versionId: string): boolean;
  opens(versionId: string): boolean;
}

/** Document control (coordinators, administrators) keeps every version of every document. */
const holdsDocumentControl = (viewer: Viewer) => hasPermission(viewer.role, 'mark-obsolete');

async function takesPart(db: Db, viewer: Viewer, doc: AccessDocument): Promise<boolean> {
  if (doc.authorId === viewer.id) return true;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(workflowAssignments)
    .innerJoin(workflows, eq(workflows.id, workflowAssignments.workflowId))
    .where(and(eq(workflows.documentId, doc.id), eq(workflowAssignments.userId, viewer.id), ne(workflowAssignments.status, 'cancelled')))
    .limit(1);
  return Boolean(row);
}

/** FR-TRN-4: a version waiting in 'approved-training' is opened by those assigned to train on it. */
async function trainsOn(db: Db, viewer: Viewer, doc: AccessDocument): Promise<string | null> {
  if (doc.status !== 'approved-training' || !doc.currentVersionId) return null;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(trainingAssignments)
    .where(and(eq(trainingAssignments.versionId, doc.currentVersionId), eq(trainingAssignments.userId, viewer.id)))
    .limit(1);
  return row ? doc.currentVersionId : null;
}

async function releasedVersions(db: Db, documentId: string): Promise<VersionAccess['released']> {
  const rows = await db
    .select({ versionId: effectiveRecords.versionId, effectiveDate: effectiveRecords.effectiveDate, status: effectiveRecords.status })
    .from(effectiveRecords)
    .where(eq(effectiveRecords.documentId, documentId))
    .orderBy(effectiveRecords.createdAt);
  return new Map(rows.map((r) => [r.versionId, { effectiveDate: r.effectiveDate, status: r.status }]));
}

/**
 * Readers (role user, and anyone neither taking part in the document's workflow nor in document control) list only
 * released versions and open only the version in force (or the one they train on); unreleased versions do not exist
 * for them, so callers answer 404.
 */
export async function versionAccessFor(db: Db, viewer: Viewer, doc: AccessDocument): Promise<VersionAccess> {
  const released = await releasedVersions(db, doc.id);
  if (holdsDocumentControl(viewer) || (await takesPart(db, viewer, doc))) {
    return { fullHistory: true, released, defaultVersionId: doc.currentVersionId, lists: () => true, opens: () => true };
  }
  const training = await trainsOn(db, viewer, doc);
  const inForce = inForceVersionId(doc);
  const opens = (id: string) => id === inForce || id === training;
  return {
    fullHistory: false,
    released,
    defaultVersionId: training ?? inForce,
    lists: (id) => released.has(id) || opens(id),
    opens,
  };
}
