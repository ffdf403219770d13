import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { notesExportUrl, type NotesFormat } from '@/lib/api/notes/api';

const FORMATS: NotesFormat[] = ['csv', 'pdf'];

/** Download Notes in the panel: the same audited CSV and PDF as the Actions menu. */
export function NotesDownloads({ documentId, versionId }: { documentId: string; versionId: string }) {
  const { t } = useTranslation('viewer');
  return (
    <div role="group" aria-label={t('notes.download')} className="flex items-center gap-2 border-b px-4 py-2 text-sm">
      <span className="text-muted-foreground">{t('notes.download')}</span>
      {FORMATS.map((format) => (
        <Button key={format} variant="outline" size="sm" asChild>
          <a
            href={notesExportUrl(documentId, versionId, format)}
            download
            aria-label={t(format === 'csv' ? 'actions.downloadNotesCsv' : 'actions.downloadNotesPdf')}
          >
            <Download aria-hidden="true" />
            {format.toUpperCase()}
          </a>
        </Button>
      ))}
    </div>
  );
}
