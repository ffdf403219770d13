import { DOCUMENT_TYPE_LABELS, type DocumentDetail } from '@attest/domain';
import { capitalize, formatDate, formatDateTime } from '../format';
import { InfoList, type InfoRow } from './info-list';
import { TitledCard } from './titled-card';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Document Information (spec 02 §2): number, author, dates, classification and impact. */
export function DocumentInfoCard({ doc }: { doc: DocumentDetail }) {
  const rows: InfoRow[] = [
    ['Document Number', doc.docNumber],
    ['Author', doc.author.name],
    ['Created', formatDateTime(doc.createdAt)],
    ['Last Modified', `${formatDateTime(doc.updatedAt)} by ${doc.updatedBy.name}`],
    ['Document Type', `${doc.documentType} – ${DOCUMENT_TYPE_LABELS[doc.documentType]}`],
    ['Category', doc.category.name],
    ['Department', doc.department.name],
    ['Confidentiality', capitalize(doc.confidentiality)],
    ['Priority', capitalize(doc.priority)],
    ['Effective Date', formatDate(doc.effectiveDate)],
    ['Review Date', formatDate(doc.reviewDate)],
    ['Training Required', yesNo(doc.trainingRequired)],
    ['GxP Impact', yesNo(doc.gxpImpact)],
    ['GMP Impact', yesNo(doc.gmpImpact)],
  ];
  if (doc.keywords.length) rows.push(['Keywords', doc.keywords.join(', ')]);
  if (doc.changeReason) rows.push(['Change Reason', doc.changeReason]);
  if (doc.impactNotes) rows.push(['Impact Notes', doc.impactNotes]);
  if (doc.archiveReason) rows.push(['Archive Reason', doc.archiveReason]);

  return (
    <TitledCard title="Document Information">
      <InfoList rows={rows} />
    </TitledCard>
  );
}
