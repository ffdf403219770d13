import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '@attest/domain';
import { confidentialityLabel, priorityLabel } from '@/i18n/labels';
import type messages from '@/i18n/locales/en/document-view';
import { formatDate, formatDateTime } from '@/lib/format';
import { documentTypeText } from '@/components/sop-fields';
import { InfoList, type InfoRow } from '@/components/info-list';
import { TitledCard } from '@/components/titled-card';

/** Document Information (spec 02 §2): number, author, dates, classification, impact, and whether the training is complete (02 §3). */
export function DocumentInfoCard({ doc }: { doc: DocumentDetail }) {
  const { t } = useTranslation('documentView');
  const yesNo = (value: boolean) => (value ? t('info.yes') : t('info.no'));
  const label = (key: keyof typeof messages.info.labels) => t(`info.labels.${key}`);
  const rows: InfoRow[] = [
    [label('docNumber'), doc.docNumber],
    [label('author'), doc.author.name],
    [label('created'), formatDateTime(doc.createdAt)],
    [label('lastModified'), t('info.lastModifiedValue', { date: formatDateTime(doc.updatedAt), name: doc.updatedBy.name })],
    [label('documentType'), documentTypeText(doc.documentType)],
    [label('category'), doc.category.name],
    [label('department'), doc.department.name],
    [label('confidentiality'), confidentialityLabel(doc.confidentiality)],
    [label('priority'), priorityLabel(doc.priority)],
    [label('effectiveDate'), formatDate(doc.effectiveDate)],
    [label('reviewDate'), formatDate(doc.reviewDate)],
    [label('trainingRequired'), yesNo(doc.trainingRequired)],
    ...(doc.trainingReviewComplete === null ? [] : [[label('trainingReviewComplete'), yesNo(doc.trainingReviewComplete)] as const]),
    [label('gxpImpact'), yesNo(doc.gxpImpact)],
    [label('gmpImpact'), yesNo(doc.gmpImpact)],
  ];
  if (doc.keywords.length) rows.push([label('keywords'), doc.keywords.join(', ')]);
  if (doc.changeReason) rows.push([label('changeReason'), doc.changeReason]);
  if (doc.impactNotes) rows.push([label('impactNotes'), doc.impactNotes]);
  if (doc.archiveReason) rows.push([label('archiveReason'), doc.archiveReason]);

  return (
    <TitledCard title={t('info.title')}>
      <InfoList rows={rows} />
    </TitledCard>
  );
}
