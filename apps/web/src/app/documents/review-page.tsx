import { getRouteApi } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hasPermission, type DocumentDetail, type Role } from '@attest/domain';
import { versionLabel } from '@/i18n/labels';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { DocumentRolesCard } from '@/features/workflow/document-roles-card';
import { ReviewActionsCard } from '@/features/workflow/review-actions-card';
import { ApiError } from '@/lib/api-client';
import { formatBytes, formatDateTime } from '@/lib/format';
import { useDocument } from '@/lib/api/documents/queries';
import { documentTypeText } from '@/components/sop-fields';
import { StatusBadge } from '@/components/status-badge';
import { BackButton } from '@/features/documents/view/back-button';
import { ContentCard } from '@/features/documents/view/content-card';
import { DocumentNotFound } from '@/features/documents/view/document-not-found';
import { DownloadButton } from '@/features/documents/view/download-button';
import { InfoList } from '@/components/info-list';
import { TitledCard } from '@/components/titled-card';

const routeApi = getRouteApi('/dashboard/$role/documents/$documentId/review');

/** /dashboard/$role/documents/$documentId/review: the document review page (spec 01 §2). */
export function ReviewPage() {
  const { t } = useTranslation('documentView');
  const { documentId } = routeApi.useParams();
  const { data: session } = useSession();
  const document = useDocument(documentId);
  if (!session) return null;
  const { role } = session.user;

  if (document.isPending) {
    return (
      <div className="space-y-6" aria-busy="true" aria-label={t('page.loading')}>
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (document.isError) {
    if (document.error instanceof ApiError && document.error.status < 500) {
      return <DocumentNotFound role={role} backLabel={t('navigation.backToDocuments')} />;
    }
    throw document.error;
  }
  return <Review doc={document.data} role={role} />;
}

function Review({ doc, role }: { doc: DocumentDetail; role: Role }) {
  const { t } = useTranslation('documentView');
  const file = doc.currentVersion;
  const canDownload = doc.hasFile && hasPermission(role, 'download-sops');
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <BackButton role={role} label={t('navigation.backToDocuments')} />
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{doc.title}</h1>
          <StatusBadge status={doc.status} />
        </div>
        <p className="font-mono text-sm text-muted-foreground">{doc.docNumber}</p>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <TitledCard title={t('info.title')}>
          <InfoList
            columns={2}
            rows={[
              [t('review.labels.title'), doc.title],
              [t('review.labels.type'), documentTypeText(doc.documentType)],
              [t('review.labels.version'), versionLabel(doc.documentType, doc.version)],
              [t('review.labels.fileSize'), formatBytes(file?.size)],
              [t('review.labels.status'), <StatusBadge key="status" status={doc.status} />],
              [t('review.labels.created'), formatDateTime(doc.createdAt)],
            ]}
          />
        </TitledCard>
        <DocumentRolesCard doc={doc} />
      </div>

      <ReviewActionsCard doc={doc} />

      <ContentCard doc={doc} versionId={undefined} onShowCurrent={() => undefined} />

      <TitledCard title={t('review.fileTitle')}>
        {file?.fileName ? (
          <div className="flex flex-wrap items-center gap-3">
            <FileText className="size-8 text-primary" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{file.fileName}</p>
              <p className="text-xs text-muted-foreground">
                {formatBytes(file.size)} · SHA-256 <code title={file.sha256 ?? undefined}>{file.sha256?.slice(0, 12)}…</code>
              </p>
            </div>
            {canDownload && <DownloadButton documentId={doc.id} />}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('review.noFile')}</p>
        )}
      </TitledCard>
    </div>
  );
}
