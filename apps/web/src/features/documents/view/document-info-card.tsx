import { DOCUMENT_TYPE_LABELS, type DocumentDetail } from '@attest/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { capitalize, formatDate, formatDateTime } from '../format';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Document Information (spec 02 §2): number, author, dates, classification and impact. */
export function DocumentInfoCard({ doc }: { doc: DocumentDetail }) {
  const rows: [string, string][] = [
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
    <Card>
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="text-base">
          Document Information
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
