import { FileSpreadsheet, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { notesExportUrl } from '@/lib/api/notes/api';

/** Download Notes as CSV and as PDF: plain links, the server sends the file as an attachment and audits it. */
export function DownloadNotesItems({ documentId, versionId }: { documentId: string; versionId: string }) {
  const { t } = useTranslation('viewer');
  return (
    <>
      <DropdownMenuItem asChild>
        <a href={notesExportUrl(documentId, versionId, 'csv')} download>
          <FileSpreadsheet aria-hidden="true" />
          {t('actions.downloadNotesCsv')}
        </a>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <a href={notesExportUrl(documentId, versionId, 'pdf')} download>
          <FileText aria-hidden="true" />
          {t('actions.downloadNotesPdf')}
        </a>
      </DropdownMenuItem>
    </>
  );
}
