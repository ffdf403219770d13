import { hasPermission, type DocumentDetail, type DocumentVersionSummary, type Role } from '@attest/domain';

/** Which of the Actions menu's items this role gets for the version shown (spec 02 §2, §6 permissions). */
export interface ViewerActions {
  downloadNotes: boolean;
  makeCopy: boolean;
  downloadSource: boolean;
  downloadRendition: boolean;
  htmlView: boolean;
}

export const isWordFile = (fileName: string | null | undefined) => /\.docx?$/i.test(fileName ?? '');

export function viewerActions(role: Role, version: DocumentVersionSummary | null): ViewerActions {
  const canDownload = hasPermission(role, 'download-sops');
  const hasFile = Boolean(version?.fileName);
  return {
    // Notes belong to a version: without one there is nothing to download.
    downloadNotes: version !== null,
    makeCopy: hasPermission(role, 'create-sops'),
    downloadSource: hasFile && canDownload,
    downloadRendition: canDownload && version?.rendition?.status === 'ready',
    // Word files are also shown as HTML on the document page.
    htmlView: hasFile && isWordFile(version?.fileName),
  };
}

/** The viewer's address for this document (and this version when it is not the current one), to share. */
export function viewerLink(origin: string, role: Role, doc: Pick<DocumentDetail, 'id' | 'currentVersion'>, versionId: string | undefined): string {
  const path = `/dashboard/${encodeURIComponent(role)}/documents/${encodeURIComponent(doc.id)}/view`;
  const pinned = versionId && versionId !== doc.currentVersion?.id ? `?version=${encodeURIComponent(versionId)}` : '';
  return `${origin}${path}${pinned}`;
}
