import { Download, FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { documentFileUrl, documentRenditionUrl } from '@/lib/api/documents/api';

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
