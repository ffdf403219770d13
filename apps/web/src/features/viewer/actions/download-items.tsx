import { Link } from '@tanstack/react-router';
import { Download, FileCode2, FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@attest/domain';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { documentFileUrl, documentRenditionUrl } from '@/features/documents/api';

interface VersionRef {
  documentId: string;
  versionId: string;
}

/** Download Source File: the version's own file, as uploaded. */
export function DownloadSourceItem({ documentId, versionId }: VersionRef) {
  const { t } = useTranslation('viewer');
  return (
    <DropdownMenuItem asChild>
      <a href={documentFileUrl(documentId, { versionId })} download>
        <Download aria-hidden="true" />
        {t('actions.downloadSource')}
      </a>
    </DropdownMenuItem>
  );
}

/** Download Viewable Rendition: the PDF the viewer shows. */
export function DownloadRenditionItem({ documentId, versionId }: VersionRef) {
  const { t } = useTranslation('viewer');
  return (
    <DropdownMenuItem asChild>
      <a href={documentRenditionUrl(documentId, versionId)} download>
        <FileDown aria-hidden="true" />
        {t('actions.downloadRendition')}
      </a>
    </DropdownMenuItem>
  );
}

/** A Word file's HTML view, which the document page shows. */
export function HtmlViewItem({ documentId, role }: { documentId: string; role: Role }) {
  const { t } = useTranslation('viewer');
  return (
    <DropdownMenuItem asChild>
      <Link to="/dashboard/$role/documents/$documentId" params={{ role, documentId }}>
        <FileCode2 aria-hidden="true" />
        {t('actions.htmlView')}
      </Link>
    </DropdownMenuItem>
  );
}
