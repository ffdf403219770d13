import { useTranslation } from 'react-i18next';
import { stageOf, type DocumentDetail, type DocumentVersionSummary } from '@attest/domain';
import { InfoList, type InfoRow } from '@/components/info-list';
import { formatDate } from '@/lib/format';
import { StatusBadge } from '@/components/status-badge';
import { documentTypeLabel, stageLabel, versionLabel } from '@/i18n/labels';
import { useLanguageRows } from './info-language';

/**
 * General: the spec's fields (Name, Description, Previous Document Number, Type, Subtype, Number, people, Version,
 * Lifecycle, Status, Language, Translation?).
 */
export function InfoGeneral({ doc, version }: { doc: DocumentDetail; version: DocumentVersionSummary | null }) {
  const { t } = useTranslation('viewer');
  const notSet = <span className="text-muted-foreground">{t('info.notSet')}</span>;
  const stage = stageOf(doc.status);
  const languageRows = useLanguageRows();
  const rows: InfoRow[] = [
    [t('info.fields.name'), doc.title],
    [t('info.fields.description'), doc.description || notSet],
    [t('info.fields.previousDocumentNumber'), doc.previousDocNumber ? <span className="font-mono">{doc.previousDocNumber}</span> : <span className="text-muted-foreground">—</span>],
    [t('info.fields.type'), documentTypeLabel(doc.documentType)],
    [t('info.fields.subtype'), doc.category.name],
    [t('info.fields.documentNumber'), <span className="font-mono">{doc.docNumber}</span>],
    [t('info.fields.department'), doc.department.name],
    [t('info.fields.createdBy'), doc.createdBy.name],
    [t('info.fields.lastModifiedBy'), doc.updatedBy.name],
    [t('info.fields.version'), versionLabel(doc.documentType, version?.label ?? doc.version, version?.status)],
    [t('info.fields.lifecycle'), stage ? stageLabel(stage) : t('info.outsideLifecycle')],
    [t('info.fields.status'), <StatusBadge status={doc.status} />],
    ...languageRows(doc),
    [t('info.fields.effectiveDate'), doc.effectiveDate ? formatDate(doc.effectiveDate) : notSet],
    [t('info.fields.reviewDate'), doc.reviewDate ? formatDate(doc.reviewDate) : notSet],
  ];
  return <InfoList rows={rows} />;
}
