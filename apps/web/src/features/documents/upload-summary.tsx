import { DOCUMENT_TYPE_LABELS } from '@attest/domain';
import { useCategories, useDepartments } from '@/features/reference/queries';
import { capitalize, formatBytes } from './format';
import type { UploadFormValues } from './upload-form';

/** What will be created, read back before the upload. */
export function UploadSummary({ values, file }: { values: UploadFormValues; file: File | null }) {
  const departments = useDepartments();
  const categories = useCategories();
  const nameOf = (items: { id: string; name: string }[] | undefined, id: string) =>
    items?.find((item) => item.id === id)?.name ?? '—';
  const impacts = [
    values.gxpImpact && 'GxP',
    values.gmpImpact && 'GMP',
    values.trainingRequired && 'Training required',
  ].filter(Boolean);

  const rows: [string, string][] = [
    ['SOP Number', values.docNumber.trim() || '—'],
    ['Title', values.title.trim() || '—'],
    ['Type', `${values.documentType} – ${DOCUMENT_TYPE_LABELS[values.documentType]}`],
    ['Version', values.version.trim() || '—'],
    ['Department', nameOf(departments.data, values.departmentId)],
    ['Category', nameOf(categories.data, values.categoryId)],
    ['Priority', capitalize(values.priority)],
    ['Confidentiality', capitalize(values.confidentiality)],
    ['Impact', impacts.length ? impacts.join(', ') : 'None'],
    ['File', file ? `${file.name} (${formatBytes(file.size)})` : 'No file chosen'],
    ['Status after upload', 'Draft'],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 border-b border-dashed pb-1">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="truncate text-right font-medium" title={value}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
