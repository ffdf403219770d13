import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { documentFileUrl } from '../api';

/** Downloads the document's current file. */
export function DownloadButton({ documentId }: { documentId: string }) {
  return (
    <Button variant="outline" asChild>
      <a href={documentFileUrl(documentId)} download>
        <Download aria-hidden="true" />
        Download
      </a>
    </Button>
  );
}
