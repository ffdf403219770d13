import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { type CurrentUser, type DocumentDetail } from '@attest/domain';
import { versionLabel } from '@/i18n/labels';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useDocument } from '@/lib/api/documents/queries';
import { useVersionControls } from '@/components/versions/use-version-controls';

/** Version Management (spec 02 §2) for the document the log is filtered to: compare its versions, revert to one. */
export function VersionManagement({ documentId, user }: { documentId: string; user: CurrentUser }) {
  const document = useDocument(documentId);
  if (document.isPending) return <Skeleton className="h-32" />;
  // A document the user cannot open has no versions to manage here; the log filter still applies.
  if (document.isError) return null;
  return <Versions doc={document.data} user={user} />;
}

function Versions({ doc, user }: { doc: DocumentDetail; user: CurrentUser }) {
  const { t } = useTranslation('audit');
  const controls = useVersionControls(doc, user.role);
  const versions = [...doc.versions].sort((a, b) => b.revision - a.revision);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 pb-4">
        <div className="grid gap-1">
          <CardTitle as="h2" className="text-base">
            {t('versions.title')}
          </CardTitle>
          <CardDescription>
            <Link to="/dashboard/$role/documents/$documentId" params={{ role: user.role, documentId: doc.id }} className="hover:underline">
              {doc.docNumber} · {doc.title}
            </Link>
          </CardDescription>
        </div>
        {controls.compareButton}
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-md border text-sm" aria-label={t('versions.listLabel')}>
          {versions.map((version) => (
            <li key={version.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span>
                <span className="font-medium">{versionLabel(doc.documentType, version.label, version.status)}</span>
                <span className="ml-1 text-xs text-muted-foreground">{t('versions.revision', { revision: version.revision })}</span>
                {version.id === doc.currentVersion?.id && (
                  <Badge variant="secondary" className="ml-2">
                    {t('versions.current')}
                  </Badge>
                )}
                <span className="ml-3 text-xs text-muted-foreground">
                  {version.fileName ?? t('versions.noFile')} · {version.createdBy.name}, {formatDateTime(version.createdAt)}
                </span>
              </span>
              {controls.rowAction(version)}
            </li>
          ))}
        </ul>
        {!controls.canCompare && <p className="mt-2 text-xs text-muted-foreground">{t('versions.compareNeedsTwo')}</p>}
      </CardContent>
      {controls.dialogs}
    </Card>
  );
}
