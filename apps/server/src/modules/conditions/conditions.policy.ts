import { hasPermission } from '@attest/domain';
import { visibilityFor } from '../documents/documents.policy.ts';
import { type Viewer } from '../../core/request-context.ts';

interface PolicyCondition {
  respondedAt: Date | null;
  closedAt: Date | null;
}

/**
 * The document's author, or whoever may edit any document (edit-sops and sight of every working copy: coordinators and
 * admins), records how a condition was met. Another author may read an approved document but not answer for it.
 */
export const mayRespond = (viewer: Viewer, doc: { authorId: string }): boolean =>
  hasPermission(viewer.role, 'edit-sops') && (doc.authorId === viewer.id || visibilityFor(viewer).kind === 'all');

/** Document control closes conditions: coordinators and admins (override-workflow-steps). */
export const mayClose = (viewer: Viewer): boolean => hasPermission(viewer.role, 'override-workflow-steps');

export const canRespondNow = (viewer: Viewer, doc: { authorId: string }, c: PolicyCondition) => c.respondedAt === null && c.closedAt === null && mayRespond(viewer, doc);
export const canCloseNow = (viewer: Viewer, c: PolicyCondition) => c.respondedAt !== null && c.closedAt === null && mayClose(viewer);
