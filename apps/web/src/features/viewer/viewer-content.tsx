import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Download, FileText, FileWarning, FileX2, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hasPermission, type DocumentDetail, type DocumentVersionSummary, type Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { documentFileUrl } from '@/lib/api/documents/api';
import { documentKeys } from '@/lib/api/documents/queries';
import { PdfStage } from './pdf-stage';
import type { ViewerPlace } from './use-pdf-viewer';
import { useRendition } from './rendition';
import { ViewerNotice } from './viewer-notice';

const isWord = (fileName: string | null) => /\.docx?$/i.test(fileName ?? '');

interface ViewerContentProps {
  doc: DocumentDetail;
  version: DocumentVersionSummary | null;
  role: Role;
  sideOpen: boolean;
}

/** The version's PDF rendition in pdf.js, or its state: being prepared (asked again), failed, no file. */
export function ViewerContent({ doc, version, role, sideOpen }: ViewerContentProps) {
  const { t } = useTranslation('viewer');
  const hasFile = Boolean(version?.fileName);
  const rendition = useRendition(doc.id, hasFile ? version?.id : undefined);
  const queryClient = useQueryClient();
  const place = useRef<ViewerPlace | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: documentKeys.detail(doc.id) });
    void rendition.refetch();
  };

  if (!version || !hasFile) {
    return <ViewerNotice icon={<FileX2 className="size-10 text-muted-foreground" aria-hidden="true" />} title={t('errors.noFile')} />;
  }
  if (rendition.isPending) return <ViewerNotice busy title={t('loading')} />;
  if (rendition.isError) {
    return (
      <ViewerNotice icon={<FileWarning className="size-10 text-destructive" aria-hidden="true" />} title={t('errors.contentFailed')}>
        <Button variant="outline" onClick={() => void rendition.refetch()}>
          <RefreshCw aria-hidden="true" />
          {t('errors.tryAgain')}
        </Button>
      </ViewerNotice>
    );
  }
  const state = rendition.data;
  if (state.state === 'pending') {
    return (
      <ViewerNotice busy title={t('rendition.pendingTitle')}>
        <p className="max-w-md text-sm text-muted-foreground">{t('rendition.pendingText')}</p>
        <Button variant="outline" onClick={() => void rendition.refetch()} loading={rendition.isFetching}>
          <RefreshCw aria-hidden="true" />
          {t('rendition.checkNow')}
        </Button>
      </ViewerNotice>
    );
  }
  if (state.state === 'failed') {
    return (
      <ViewerNotice icon={<FileWarning className="size-10 text-destructive" aria-hidden="true" />} title={t('rendition.failedTitle')}>
        <p className="max-w-lg text-sm text-muted-foreground">{t('rendition.failedText', { reason: state.reason })}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {isWord(version.fileName) && (
            <Button variant="outline" asChild>
              <Link to="/dashboard/$role/documents/$documentId" params={{ role, documentId: doc.id }}>
                <FileText aria-hidden="true" />
                {t('rendition.htmlView')}
              </Link>
            </Button>
          )}
          {hasPermission(role, 'download-sops') && (
            <Button variant="outline" asChild>
              <a href={documentFileUrl(doc.id, { versionId: version.id })} download>
                <Download aria-hidden="true" />
                {t('rendition.download')}
              </a>
            </Button>
          )}
        </div>
      </ViewerNotice>
    );
  }
  // A refreshed rendition gets a fresh stage (pdf.js does not redraw pages into a reused one), where the reader was.
  return (
    <PdfStage
      key={`${version.id}:${rendition.dataUpdatedAt}`}
      pdf={state.pdf}
      title={doc.title}
      sideOpen={sideOpen}
      onRefresh={refresh}
      refreshing={rendition.isFetching}
      place={place}
    />
  );
}
