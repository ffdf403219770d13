import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { documentFileUrl } from '@/lib/api/documents/api';

/** Downloads the document's current file. */
export function DownloadButton({ documentId }: { documentId: string }) {
  const { t } = useTranslation('documentView');
  return (
    <Button variant="outline" asChild>
      <a href={documentFileUrl(documentId)} download>
        <Download aria-hidden="true" />
        {t('header.download')}
      </a>
    </Button>
  );
}
