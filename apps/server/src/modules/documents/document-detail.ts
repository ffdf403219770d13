import type { DocumentDetail } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { assertVisible, defaultVersionId, versionIsReachable, type Viewer } from './documents.policy.ts';
import { findDocument, listVersions } from './documents.repo.ts';
import { presentDetail } from './documents.present.ts';

/** A document as the viewer may see it: 404 when hidden, only the versions they may reach, their default version shown. */
export async function documentDetailFor(db: Db, viewer: Viewer, id: string): Promise<DocumentDetail> {
  const found = await findDocument(db, id);
  assertVisible(viewer, found?.doc);
  const versions = (await listVersions(db, id)).filter((v) => versionIsReachable(viewer, found.doc, v.version));
  return presentDetail(found, versions, defaultVersionId(viewer, found.doc));
}
