import type { DocumentAcknowledgement, DocumentDetail } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { findAcknowledgement, inForceVersionId } from '../acknowledgements/acknowledgements.repo.ts';
import { assertVisible, defaultVersionId, versionIsReachable, type Viewer } from './documents.policy.ts';
import { findDocument, listVersions, type VersionWithNames } from './documents.repo.ts';
import { presentDetail } from './documents.present.ts';

/** A document as the viewer may see it: 404 when hidden, only the versions they may reach, their default version shown. */
export async function documentDetailFor(db: Db, viewer: Viewer, id: string): Promise<DocumentDetail> {
  const found = await findDocument(db, id);
  assertVisible(viewer, found?.doc);
  const versions = (await listVersions(db, id)).filter((v) => versionIsReachable(viewer, found.doc, v.version));
  const acknowledgement = await acknowledgementOf(db, viewer, inForceVersionId(found.doc), versions);
  return { ...presentDetail(found, versions, defaultVersionId(viewer, found.doc)), acknowledgement };
}

/** The version in force and whether the viewer has acknowledged it. */
async function acknowledgementOf(db: Db, viewer: Viewer, versionId: string | null, versions: VersionWithNames[]): Promise<DocumentAcknowledgement | null> {
  const version = versions.find((v) => v.version.id === versionId)?.version;
  if (!versionId || !version) return null;
  const acknowledged = await findAcknowledgement(db, versionId, viewer.id);
  return { versionId, versionLabel: version.versionLabel, acknowledgedAt: acknowledged ? acknowledged.acknowledgedAt.toISOString() : null };
}
