import type { Category } from '@attest/domain';
import { createCategory, updateCategory, type CategoryInputValue } from './api';
import { CategoryForm } from './category-form';
import { useCategories } from './queries';
import { ReferencePanel, type ReferenceColumn } from './reference-panel';

const inputOf = (category: Category): CategoryInputValue => ({
  name: category.name,
  description: category.description,
  retentionDays: category.retentionDays,
  requiresApproval: category.requiresApproval,
  autoArchive: category.autoArchive,
  isActive: category.isActive,
});

const columns: ReferenceColumn<Category>[] = [
  {
    header: 'Name',
    cell: (category) => (
      <>
        <p className="font-medium">{category.name}</p>
        {category.description && <p className="text-xs text-muted-foreground">{category.description}</p>}
      </>
    ),
  },
  { header: 'Retention', cellClassName: 'whitespace-nowrap', cell: (category) => <>{category.retentionDays} days</> },
  { header: 'Approval', cell: (category) => (category.requiresApproval ? 'Required' : 'Not required') },
  { header: 'Auto-archive', cell: (category) => (category.autoArchive ? 'Yes' : 'No') },
];

export function CategoriesPanel() {
  const categories = useCategories(true);
  return (
    <ReferencePanel
      entries={categories}
      create={createCategory}
      update={updateCategory}
      inputOf={inputOf}
      Form={CategoryForm}
      columns={columns}
      noun="Category"
      pluralNoun="Categories"
    />
  );
}
