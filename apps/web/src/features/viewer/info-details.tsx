import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail, Role } from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { StatusBadge } from '@/components/status-badge';
import { formatUtc, useDocumentSignatures } from '@/lib/api/signatures/queries';
import { signatureMeaningLabel, versionLabel } from '@/i18n/labels';

/** Details: Version History (each version opens here) and Signatures, from the document's existing endpoints. */
export function InfoDetails({ doc, role, shownVersionId }: { doc: DocumentDetail; role: Role; shownVersionId: string | undefined }) {
  const { t } = useTranslation('viewer');
  const versions = [...doc.versions].sort((a, b) => b.revision - a.revision);
  return (
    <div className="space-y-6 text-sm">
      <section aria-labelledby="viewer-versions" className="space-y-2">
        <h3 id="viewer-versions" className="font-semibold">
          {t('info.versionHistory')}
        </h3>
        <ol className="grid gap-2">
          {versions.map((version) => {
            const label = versionLabel(doc.documentType, version.label, version.status);
            const shown = version.id === shownVersionId;
            return (
              <li key={version.id} className="grid gap-1 rounded-md border p-2" aria-current={shown ? 'true' : undefined}>
                <div className="flex flex-wrap items-center gap-2">
                  {shown || !version.fileName ? (
                    <span className="font-medium">{label}</span>
                  ) : (
                    <Link
                      to="/dashboard/$role/documents/$documentId/view"
                      params={{ role, documentId: doc.id }}
                      search={{ version: version.id }}
                      replace
                      className="font-medium text-primary underline-offset-2 hover:underline"
                      aria-label={t('info.open', { version: label })}
                    >
                      {label}
                    </Link>
                  )}
                  <StatusBadge status={version.status} />
                  {shown && <Badge variant="secondary">{t('info.shown')}</Badge>}
                </div>
                <span className="text-xs text-muted-foreground">
                  {version.createdBy.name} · {formatDateTime(version.createdAt)}
                </span>
                {version.changeSummary && <span className="text-xs">{version.changeSummary}</span>}
              </li>
            );
          })}
        </ol>
      </section>
      <Signatures documentId={doc.id} />
    </div>
  );
}

function Signatures({ documentId }: { documentId: string }) {
  const { t } = useTranslation('viewer');
  const signatures = useDocumentSignatures(documentId);
  return (
    <section aria-labelledby="viewer-signatures" className="space-y-2">
      <h3 id="viewer-signatures" className="font-semibold">
        {t('info.signatures')}
      </h3>
      {signatures.isPending ? (
        <Skeleton className="h-12" />
      ) : signatures.isError ? (
        <p className="text-destructive">{t('info.signaturesFailed')}</p>
      ) : signatures.data.length === 0 ? (
        <p className="text-muted-foreground">{t('info.noSignatures')}</p>
      ) : (
        <ul className="grid gap-2">
          {signatures.data.map((signature) => (
            <li key={signature.id} className="grid gap-0.5 rounded-md border p-2">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{signature.signerName}</span>
                <Badge variant="secondary">{signatureMeaningLabel(signature.meaning)}</Badge>
              </div>
              <span className="text-xs text-muted-foreground">
                {t('header.versionLine', { version: signature.documentVersion })} · <time dateTime={signature.signedAt}>{formatUtc(signature.signedAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
