import type { ReactNode } from 'react';
import { Download, Eye, FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type DocumentDetail, type DocumentVersionSummary } from '@attest/domain';
import { versionLabel } from '@/i18n/labels';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { documentFileUrl, documentRenditionUrl } from '@/lib/api/documents/api';
import { formatBytes, formatDate, formatDateTime } from '@/lib/format';
import { StatusBadge } from '@/components/status-badge';
import { RenditionStatus } from './rendition-status';
import { TitledCard } from '@/components/titled-card';

interface VersionsCardProps {
  doc: DocumentDetail;
  canDownload: boolean;
  shownVersionId: string | undefined;
  onShow: (versionId: string) => void;
  /** Above the table: Compare versions. */
  tools?: ReactNode;
  /** A row's extra action: Revert to this version. */
  rowAction?: (version: DocumentVersionSummary) => ReactNode;
}

function IconAction({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/**
 * The versions the caller may list, each with its file's fingerprint, its PDF rendition and, once released, its
 * effective date. Only those the server says they may open (DESIGN §4.9: readers, the version in force) can be shown
 * or downloaded.
 */
export function VersionsCard({ doc, canDownload, shownVersionId, onShow, tools, rowAction }: VersionsCardProps) {
  const { t } = useTranslation('documentView');
  const versions = [...doc.versions].sort((a, b) => b.revision - a.revision);
  return (
    <TitledCard title={t('versions.title')} description={t('versions.description')} contentClassName="px-0 pb-2">
      {tools && <div className="flex justify-end px-6 pb-3">{tools}</div>}
      <Table pinLastColumn aria-label={t('versions.title')}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-6">{t('versions.columns.version')}</TableHead>
            <TableHead>{t('versions.columns.status')}</TableHead>
            <TableHead>{t('versions.columns.file')}</TableHead>
            <TableHead>SHA-256</TableHead>
            <TableHead>{t('versions.columns.created')}</TableHead>
            <TableHead>{t('versions.columns.changeSummary')}</TableHead>
            <TableHead className="pr-6 text-right">
              <span className="sr-only">{t('versions.columns.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {versions.map((version) => {
            const current = version.id === doc.currentVersion?.id;
            const shown = version.id === (shownVersionId ?? doc.currentVersion?.id);
            const label = versionLabel(doc.documentType, version.label, version.status);
            return (
              <TableRow key={version.id} data-state={shown ? 'selected' : undefined}>
                <TableCell className="pl-6 whitespace-nowrap">
                  <span className="font-medium">{label}</span>
                  <span className="ml-1 text-xs text-muted-foreground">{t('versions.revision', { revision: version.revision })}</span>
                  {current && (
                    <Badge variant="secondary" className="ml-2">
                      {t('versions.current')}
                    </Badge>
                  )}
                </TableCell>
                <TableCell>
                  <StatusBadge status={version.status} />
                  {version.effectiveDate && <span className="mt-1 block text-xs text-muted-foreground">{t('versions.effectiveFrom', { date: formatDate(version.effectiveDate) })}</span>}
                </TableCell>
                <TableCell>
                  {version.fileName ? (
                    <>
                      <span className="block max-w-56 truncate" title={version.fileName}>
                        {version.fileName}
                      </span>
                      <span className="text-xs text-muted-foreground">{formatBytes(version.size)}</span>
                      <RenditionStatus rendition={version.rendition} />
                    </>
                  ) : (
                    <span className="text-muted-foreground">{t('versions.noFile')}</span>
                  )}
                </TableCell>
                <TableCell>
                  {version.sha256 ? (
                    <code className="text-xs" title={version.sha256}>
                      {version.sha256.slice(0, 12)}…
                    </code>
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <span className="block">{version.createdBy.name}</span>
                  <span className="text-xs text-muted-foreground">{formatDateTime(version.createdAt)}</span>
                </TableCell>
                <TableCell className="min-w-40 text-muted-foreground">{version.changeSummary ?? '—'}</TableCell>
                <TableCell className="pr-6 text-right whitespace-nowrap">
                  {rowAction?.(version)}
                  {version.openable && version.fileName && !shown && (
                    <IconAction label={t('versions.show', { version: label })}>
                      <Button variant="ghost" size="icon" onClick={() => onShow(version.id)} aria-label={t('versions.show', { version: label })}>
                        <Eye aria-hidden="true" />
                      </Button>
                    </IconAction>
                  )}
                  {version.openable && version.rendition?.status === 'ready' && canDownload && (
                    <IconAction label={t('versions.rendition.download', { version: label })}>
                      <Button variant="ghost" size="icon" asChild>
                        <a href={documentRenditionUrl(doc.id, version.id)} download aria-label={t('versions.rendition.download', { version: label })}>
                          <FileDown aria-hidden="true" />
                        </a>
                      </Button>
                    </IconAction>
                  )}
                  {version.openable && version.fileName && canDownload && (
                    <IconAction label={t('versions.download', { version: label })}>
                      <Button variant="ghost" size="icon" asChild>
                        <a href={documentFileUrl(doc.id, { versionId: version.id })} download aria-label={t('versions.download', { version: label })}>
                          <Download aria-hidden="true" />
                        </a>
                      </Button>
                    </IconAction>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TitledCard>
  );
}
