import { getRouteApi } from '@tanstack/react-router';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useDocument } from '@/lib/api/documents/queries';
import { ApiError } from '@/lib/api-client';
import { DocumentViewer } from './document-viewer';
import { ViewerNotice } from './viewer-notice';
import './viewer.css';

const routeApi = getRouteApi('/dashboard/$role/documents/$documentId/view');

/** /dashboard/$role/documents/$documentId/view: the full-screen viewer (spec 02 §2), loaded only when opened. */
export function ViewerPage() {
  const { documentId } = routeApi.useParams();
  const { version } = routeApi.useSearch();
  const { t } = useTranslation('viewer');
  const { data: session } = useSession();
  const document = useDocument(documentId);
  if (!session) return null;
  const { role } = session.user;

  if (document.isPending) {
    return (
      <div className="fixed inset-0 flex flex-col bg-background">
        <ViewerNotice busy title={t('loading')} />
      </div>
    );
  }
  if (document.isError) {
    const missing = document.error instanceof ApiError && document.error.status < 500;
    return <ViewerError role={role} message={missing ? t('errors.notFound') : t('errors.loadFailed')} />;
  }
  return <DocumentViewer key={document.data.id} doc={document.data} role={role} versionId={version ?? document.data.currentVersion?.id} />;
}

/** Spec 02 §2: "Document not found" or "Failed to load document", and Back to Documents. */
function ViewerError({ role, message }: { role: Role; message: string }) {
  const { t } = useTranslation('viewer');
  const navigate = routeApi.useNavigate();
  return (
    <div className="fixed inset-0 flex flex-col bg-background">
      <ViewerNotice icon={<FileQuestion className="size-12 text-muted-foreground" aria-hidden="true" />} title={message}>
        <Button variant="outline" onClick={() => void navigate({ to: '/dashboard/$role/documents', params: { role } })}>
          <ArrowLeft aria-hidden="true" />
          {t('errors.backToDocuments')}
        </Button>
      </ViewerNotice>
    </div>
  );
}
