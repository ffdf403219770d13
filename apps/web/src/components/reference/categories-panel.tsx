import { useTranslation } from 'react-i18next';
import type { Category } from '@attest/domain';
import { createCategory, updateCategory, type CategoryInputValue } from '@/lib/api/reference/api';
import { CategoryForm } from './category-form';
import { useCategories } from '@/lib/api/reference/queries';
import { ReferencePanel, type ReferenceColumn } from './reference-panel';

const inputOf = (category: Category): CategoryInputValue => ({
  name: category.name,
  description: category.description,
  retentionDays: category.retentionDays,
  requiresApproval: category.requiresApproval,
  autoArchive: category.autoArchive,
  isActive: category.isActive,
});

export function CategoriesPanel() {
  const { t } = useTranslation('reference');
  const categories = useCategories(true);
  const columns: ReferenceColumn<Category>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      cell: (category) => (
        <>
          <p className="font-medium">{category.name}</p>
          {category.description && <p className="text-xs text-muted-foreground">{category.description}</p>}
        </>
      ),
    },
    { key: 'retention', header: t('columns.retention'), cellClassName: 'whitespace-nowrap', cell: (category) => t('cells.retentionDays', { count: category.retentionDays }) },
    { key: 'approval', header: t('columns.approval'), cell: (category) => t(category.requiresApproval ? 'cells.required' : 'cells.notRequired') },
    { key: 'auto-archive', header: t('columns.autoArchive'), cell: (category) => t(category.autoArchive ? 'cells.yes' : 'cells.no') },
  ];
  return (
    <ReferencePanel
      entries={categories}
      create={createCategory}
      update={updateCategory}
      inputOf={inputOf}
      Form={CategoryForm}
      columns={columns}
      kind="category"
    />
  );
}
