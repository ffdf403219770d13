import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type DocumentDetail } from '@attest/domain';
import { versionLabel } from '@/i18n/labels';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorText } from '@/i18n/error-text';
import { extensionLabel } from '@/lib/format';
import { useDocumentContent } from '@/lib/api/documents/queries';
import { ContentError, ContentLoading, DocumentContentView } from './document-content';

interface ContentCardProps {
  doc: DocumentDetail;
  /** The version to show; the current one when absent. */
  versionId: string | undefined;
  onShowCurrent: () => void;
}

/** Document Content (spec 02 §2): file-type badge, Reload, and the version rendered by kind. */
export function ContentCard({ doc, versionId, onShowCurrent }: ContentCardProps) {
  const { t } = useTranslation('documentView');
  const shownId = versionId ?? doc.currentVersion?.id;
  const version = doc.versions.find((entry) => entry.id === shownId) ?? doc.currentVersion;
  const content = useDocumentContent(doc.id, shownId, Boolean(shownId));
  const fileType = extensionLabel(version?.fileName);
  const isCurrent = !versionId || versionId === doc.currentVersion?.id;
  const reload = () => void content.refetch();

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 pb-4">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2" className="text-base">
            {t('content.title')}
          </CardTitle>
          {fileType && <Badge variant="secondary">{fileType}</Badge>}
          {version && !isCurrent && (
            <Badge variant="outline">
              {t('content.showing', { version: versionLabel(doc.documentType, version.label, version.status) })}
            </Badge>
          )}
        </div>
        <div className="flex gap-2">
          {!isCurrent && (
            <Button variant="ghost" size="sm" onClick={onShowCurrent}>
              {t('content.showCurrent')}
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={reload} disabled={!shownId || content.isFetching}>
            <RefreshCw className={content.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            {t('content.reload')}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {version && (version.release === 'superseded' || version.release === 'obsolete') && (
          <Alert variant="destructive" className="mb-4" data-testid="version-banner">
            <AlertDescription className="font-semibold">{t(`content.${version.release}`, { version: versionLabel(doc.documentType, version.label) })}</AlertDescription>
          </Alert>
        )}
        {!shownId || content.data?.kind === 'empty' ? (
          <DocumentContentView content={{ kind: 'empty' }} title={doc.title} onReload={reload} />
        ) : content.isPending ? (
          <ContentLoading />
        ) : content.isError ? (
          <ContentError
            message={errorText(content.error, t('content.loadFailed'))}
            onRetry={reload}
          />
        ) : (
          <DocumentContentView content={content.data} title={doc.title} onReload={reload} />
        )}
      </CardContent>
    </Card>
  );
}
