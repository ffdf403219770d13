import { AlertTriangle, CheckCircle2, Clock, FileX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VersionRendition } from '@attest/domain';

/**
 * A version's PDF rendition: being prepared, ready, failed with the reason LibreOffice gave (its own words, as
 * the server recorded them), or unavailable because the server has no LibreOffice.
 */
export function RenditionStatus({ rendition }: { rendition: VersionRendition | null }) {
  const { t } = useTranslation('documentView');
  if (!rendition) return null;
  const line = 'mt-0.5 flex items-start gap-1 text-xs';
  switch (rendition.status) {
    case 'pending':
      return (
        <span className={`${line} whitespace-nowrap text-muted-foreground`} role="status">
          <Clock className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {t('versions.rendition.pending')}
        </span>
      );
    case 'ready':
      return (
        <span className={`${line} whitespace-nowrap text-muted-foreground`}>
          <CheckCircle2 className="mt-px size-3.5 shrink-0 text-emerald-600" aria-hidden="true" />
          {t('versions.rendition.ready')}
        </span>
      );
    case 'failed':
      return (
        <span className={`${line} max-w-64 text-destructive`}>
          <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span>
            {t('versions.rendition.failed')}
            {rendition.reason && (
              <span className="block break-words text-muted-foreground" title={rendition.reason}>
                {rendition.reason}
              </span>
            )}
          </span>
        </span>
      );
    case 'unavailable':
      return (
        <span className={`${line} max-w-64 text-amber-700 dark:text-amber-400`}>
          <FileX className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {t('versions.rendition.unavailable')}
        </span>
      );
  }
}
