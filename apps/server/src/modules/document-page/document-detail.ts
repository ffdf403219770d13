import { canSeeWorkingCopy, type DocumentAcknowledgement, type DocumentDetail } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { findAcknowledgement } from '../acknowledgements/acknowledgements.repo.ts';
import { inForceVersionId } from '../documents/in-force.ts';
import { assertVisible, visibilityFor } from '../documents/documents.policy.ts';
import { type Viewer } from '../../core/request-context.ts';
import { versionAccessFor } from '../documents/version-access.ts';
import { findDocument, listVersions, type DocumentWithNames, type VersionWithNames } from '../documents/documents.repo.ts';
import { presentDetail } from '../documents/documents.present.ts';
import { originalAsSeen } from '../translations/translations.service.ts';
import { documentAsSeen, namesOfReleased } from '../documents/released-view.ts';
import { disposalOf } from '../retention/disposition.repo.ts';
import { trainingReviewComplete } from '../training/training-review-complete.ts';
import { sourceOfVersion } from '../repositories/repositories.repo.ts';
import { waitingRelease } from '../workflow/scheduled-releases.repo.ts';
import type { DocumentRow } from '../documents/documents.repo.ts';

/**
 * A document as the viewer may see it: 404 when hidden, only the versions they may list (each saying whether they
 * may open it), their default version shown, and the metadata of that version (released values for those who may not see a newer draft).
 */
export async function documentDetailFor(db: Db, viewer: Viewer, id: string): Promise<DocumentDetail> {
  const found = await findDocument(db, id);
  assertVisible(viewer, found?.doc);
  const access = await versionAccessFor(db, viewer, found.doc);
  const versions = (await listVersions(db, id)).filter((v) => access.lists(v.version.id));
  const acknowledgement = await acknowledgementOf(db, viewer, inForceVersionId(found.doc), versions);
  const translationOf = await originalAsSeen(db, viewer, found.doc.translationOf);
  const disposal = found.doc.status === 'archived' || found.doc.status === 'obsolete' ? await disposalOf(db, id) : null;
  const presented = presentDetail(await asSeen(db, viewer, found), versions, access);
  const repositorySource = presented.currentVersion ? await sourceOfVersion(db, presented.currentVersion.id) : null;
  const scheduledRelease = await scheduledReleaseOf(db, viewer, found.doc);
  return { ...presented, acknowledgement, translationOf, disposal, trainingReviewComplete: await trainingReviewComplete(db, found.doc), repositorySource, scheduledRelease };
}

/** The release waiting for its date, for those who see the scheduled version; readers see the version in force. */
async function scheduledReleaseOf(db: Db, viewer: Viewer, doc: DocumentRow): Promise<DocumentDetail['scheduledRelease']> {
  if (doc.status !== 'scheduled' || !doc.currentVersionId || !canSeeWorkingCopy(visibilityFor(viewer), doc)) return null;
  const release = await waitingRelease(db, doc.currentVersionId);
  return release ? { effectiveDate: release.effectiveDate, scheduledBy: release.scheduledByName, scheduledAt: release.scheduledAt.toISOString() } : null;
}

/** The row and the names it refers to as the viewer sees them: the released metadata behind a draft they may not see. */
async function asSeen(db: Db, viewer: Viewer, found: DocumentWithNames): Promise<DocumentWithNames> {
  const doc = documentAsSeen(visibilityFor(viewer), found.doc);
  if (doc === found.doc) return found;
  return { ...found, doc, ...(await namesOfReleased(db, doc)) };
}

/** The version in force and whether the viewer has acknowledged it. */
async function acknowledgementOf(db: Db, viewer: Viewer, versionId: string | null, versions: VersionWithNames[]): Promise<DocumentAcknowledgement | null> {
  const version = versions.find((v) => v.version.id === versionId)?.version;
  if (!versionId || !version) return null;
  const acknowledged = await findAcknowledgement(db, versionId, viewer.id);
  return { versionId, versionLabel: version.versionLabel, acknowledgedAt: acknowledged ? acknowledged.acknowledgedAt.toISOString() : null };
}
