import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { Download, FileText } from 'lucide-react';
import { DOCUMENT_TYPE_LABELS, hasPermission, versionDisplayLabel, type DocumentDetail, type Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/session';
import { ApiError } from '@/lib/api-client';
import { documentFileUrl } from '../api';
import { formatBytes, formatDateTime } from '../format';
import { useDocument } from '../queries';
import { StatusBadge } from '../status-badge';
import { BackButton } from './back-button';
import { ContentCard } from './content-card';
import { DocumentNotFound } from './document-not-found';

const routeApi = getRouteApi('/dashboard/$role/documents/$documentId/review');

/** /dashboard/$role/documents/$documentId/review: the document review page (spec 01 §2). */
export function ReviewPage() {
  const { documentId } = routeApi.useParams();
  const { data: session } = useSession();
  const document = useDocument(documentId);
  if (!session) return null;
  const { role } = session.user;

  if (document.isPending) {
    return (
      <div className="space-y-6" aria-busy="true" aria-label="Loading document">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (document.isError) {
    if (document.error instanceof ApiError && document.error.status < 500) {
      return <DocumentNotFound role={role} backLabel="Back to Documents" />;
    }
    throw document.error;
  }
  return <Review doc={document.data} role={role} />;
}

function InfoList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Review({ doc, role }: { doc: DocumentDetail; role: Role }) {
  const file = doc.currentVersion;
  const canDownload = doc.hasFile && hasPermission(role, 'download-sops');
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <BackButton role={role} label="Back to Documents" />
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{doc.title}</h1>
          <StatusBadge status={doc.status} />
        </div>
        <p className="font-mono text-sm text-muted-foreground">{doc.docNumber}</p>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader className="pb-4">
            <CardTitle as="h2" className="text-base">
              Document Information
            </CardTitle>
          </CardHeader>
          <CardContent>
            <InfoList
              rows={[
                ['Title', doc.title],
                ['Type', `${doc.documentType} – ${DOCUMENT_TYPE_LABELS[doc.documentType]}`],
                ['Version', versionDisplayLabel(doc.documentType, doc.version)],
                ['File Size', formatBytes(file?.size)],
                ['Status', <StatusBadge key="status" status={doc.status} />],
                ['Created', formatDateTime(doc.createdAt)],
              ]}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-4">
            <CardTitle as="h2" className="text-base">
              Document Roles
            </CardTitle>
          </CardHeader>
          <CardContent>
            <InfoList
              rows={[
                ['Author', `${doc.author.name} (${doc.authorEmail})`],
                ['Reviewer', <span key="reviewer" className="text-muted-foreground">Not assigned</span>],
                ['Approver', <span key="approver" className="text-muted-foreground">Not assigned</span>],
              ]}
            />
          </CardContent>
        </Card>
      </div>

      <ContentCard doc={doc} versionId={undefined} onShowCurrent={() => undefined} />

      <Card>
        <CardHeader className="pb-4">
          <CardTitle as="h2" className="text-base">
            Document File
          </CardTitle>
        </CardHeader>
        <CardContent>
          {file?.fileName ? (
            <div className="flex flex-wrap items-center gap-3">
              <FileText className="size-8 text-primary" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{file.fileName}</p>
                <p className="text-xs text-muted-foreground">
                  {formatBytes(file.size)} · SHA-256 <code title={file.sha256 ?? undefined}>{file.sha256?.slice(0, 12)}…</code>
                </p>
              </div>
              {canDownload && (
                <Button variant="outline" asChild>
                  <a href={documentFileUrl(doc.id)} download>
                    <Download aria-hidden="true" />
                    Download
                  </a>
                </Button>
              )}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">No file has been uploaded for this document.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
