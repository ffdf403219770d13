import { RefreshCw } from 'lucide-react';
import { versionDisplayLabel, type DocumentDetail } from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { extensionLabel } from '../format';
import { useDocumentContent } from '../queries';
import { ContentError, ContentLoading, DocumentContentView } from './document-content';

interface ContentCardProps {
  doc: DocumentDetail;
  /** The version to show; the current one when absent. */
  versionId: string | undefined;
  onShowCurrent: () => void;
}

/** Document Content (spec 02 §2): file-type badge, Reload, and the version rendered by kind. */
export function ContentCard({ doc, versionId, onShowCurrent }: ContentCardProps) {
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
            Document Content
          </CardTitle>
          {fileType && <Badge variant="secondary">{fileType}</Badge>}
          {version && !isCurrent && (
            <Badge variant="outline">
              Showing {versionDisplayLabel(doc.documentType, version.label)}
            </Badge>
          )}
        </div>
        <div className="flex gap-2">
          {!isCurrent && (
            <Button variant="ghost" size="sm" onClick={onShowCurrent}>
              Show current version
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={reload} disabled={!shownId || content.isFetching}>
            <RefreshCw className={content.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            Reload
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {!shownId || content.data?.kind === 'empty' ? (
          <DocumentContentView content={{ kind: 'empty' }} title={doc.title} onReload={reload} />
        ) : content.isPending ? (
          <ContentLoading />
        ) : content.isError ? (
          <ContentError
            message={content.error instanceof ApiError ? content.error.message : 'Failed to load document content. Please try refreshing the page or contact support.'}
            onRetry={reload}
          />
        ) : (
          <DocumentContentView content={content.data} title={doc.title} onReload={reload} />
        )}
      </CardContent>
    </Card>
  );
}
