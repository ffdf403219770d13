import { useTranslation } from 'react-i18next';
import { useCategories, useDepartments } from '@/lib/api/reference/queries';
import { confidentialityLabel, priorityLabel, statusLabel } from '@/i18n/labels';
import { formatBytes } from '@/lib/format';
import { documentTypeText } from '@/components/sop-fields';
import type { UploadFormValues } from '@/lib/upload-form';

/** What will be created, read back before the upload. */
export function UploadSummary({ values, file }: { values: UploadFormValues; file: File | null }) {
  const { t } = useTranslation('documents');
  const departments = useDepartments();
  const categories = useCategories();
  const nameOf = (items: { id: string; name: string }[] | undefined, id: string) =>
    items?.find((item) => item.id === id)?.name ?? '—';
  const impacts = [
    values.gxpImpact && t('uploadSummary.gxp'),
    values.gmpImpact && t('uploadSummary.gmp'),
    values.trainingRequired && t('sopFields.impact.trainingRequired'),
  ].filter(Boolean);

  const rows: [string, string][] = [
    [t('fields.sopNumber'), values.docNumber.trim() || '—'],
    [t('fields.title'), values.title.trim() || '—'],
    [t('uploadSummary.type'), documentTypeText(values.documentType)],
    [t('fields.version'), values.version.trim() || '—'],
    [t('fields.department'), nameOf(departments.data, values.departmentId)],
    [t('fields.category'), nameOf(categories.data, values.categoryId)],
    [t('fields.priority'), priorityLabel(values.priority)],
    [t('fields.confidentiality'), confidentialityLabel(values.confidentiality)],
    [t('uploadSummary.impact'), impacts.length ? impacts.join(', ') : t('uploadSummary.none')],
    [t('uploadSummary.file'), file ? `${file.name} (${formatBytes(file.size)})` : t('uploadSummary.noFile')],
    [t('uploadSummary.statusAfterUpload'), statusLabel('draft')],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
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
