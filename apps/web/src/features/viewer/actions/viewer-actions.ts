import { hasPermission, type DocumentDetail, type DocumentVersionSummary, type Role } from '@attest/domain';

/** Which of the Actions menu's items this role gets for the version shown (spec 02 §2, §6 permissions). */
export interface ViewerActions {
  downloadNotes: boolean;
  makeCopy: boolean;
  downloadSource: boolean;
  downloadRendition: boolean;
}

export function viewerActions(role: Role, version: DocumentVersionSummary | null): ViewerActions {
  const canDownload = hasPermission(role, 'download-sops');
  const hasFile = Boolean(version?.fileName);
  return {
    // Notes belong to a version: without one there is nothing to download.
    downloadNotes: version !== null,
    makeCopy: hasPermission(role, 'create-sops'),
    downloadSource: hasFile && canDownload,
    // The viewable rendition is the PDF the viewer shows (DESIGN §1): downloaded once it is made.
    downloadRendition: canDownload && version?.rendition?.status === 'ready',
  };
}

/** The viewer's address for this document (and this version when it is not the current one), to share. */
export function viewerLink(origin: string, role: Role, doc: Pick<DocumentDetail, 'id' | 'currentVersion'>, versionId: string | undefined): string {
  const path = `/dashboard/${encodeURIComponent(role)}/documents/${encodeURIComponent(doc.id)}/view`;
  const pinned = versionId && versionId !== doc.currentVersion?.id ? `?version=${encodeURIComponent(versionId)}` : '';
  return `${origin}${path}${pinned}`;
}
