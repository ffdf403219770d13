import { useState } from 'react';
import { Pencil, Plus, Power, PowerOff } from 'lucide-react';
import { toast } from 'sonner';
import type { Category } from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { createCategory, updateCategory, type CategoryInputValue } from './api';
import { CategoryForm } from './category-form';
import { useCategories } from './queries';
import { useReferenceMutation } from './use-reference-mutation';

const inputOf = (category: Category): CategoryInputValue => ({
  name: category.name,
  description: category.description,
  retentionDays: category.retentionDays,
  requiresApproval: category.requiresApproval,
  autoArchive: category.autoArchive,
  isActive: category.isActive,
});

export function CategoriesPanel() {
  const categories = useCategories(true);
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const create = useReferenceMutation(createCategory, 'Save Failed');
  const update = useReferenceMutation(({ id, input }: { id: string; input: CategoryInputValue }) => updateCategory(id, input), 'Save Failed');

  const save = (input: CategoryInputValue) => {
    if (editing === 'new') {
      create.mutate(input, {
        onSuccess: (category) => {
          toast.success('Category Added', { description: `"${category.name}" can now be chosen.` });
          setEditing(null);
        },
      });
    } else if (editing) {
      update.mutate(
        { id: editing.id, input },
        {
          onSuccess: (category) => {
            toast.success('Category Updated', { description: `"${category.name}" was saved.` });
            setEditing(null);
          },
        },
      );
    }
  };

  const toggle = (category: Category) =>
    update.mutate(
      { id: category.id, input: { ...inputOf(category), isActive: !category.isActive } },
      {
        onSuccess: (saved) =>
          toast.success(saved.isActive ? 'Category Reactivated' : 'Category Deactivated', {
            description: `"${saved.name}" ${saved.isActive ? 'can be chosen again' : 'can no longer be chosen for documents'}.`,
          }),
      },
    );

  return (
    <div className="grid gap-4">
      {editing ? (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? undefined : inputOf(editing)}
          pending={create.isPending || update.isPending}
          onCancel={() => setEditing(null)}
          onSave={save}
        />
      ) : (
        <div>
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Add Category
          </Button>
        </div>
      )}
      <div className="rounded-lg border">
        <Table aria-label="Categories">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Name</TableHead>
              <TableHead>Retention</TableHead>
              <TableHead>Approval</TableHead>
              <TableHead>Auto-archive</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {categories.isPending &&
              Array.from({ length: 4 }, (_, index) => (
                <TableRow key={index}>
                  <TableCell colSpan={6}>
                    <Skeleton className="h-5 w-full" />
                  </TableCell>
                </TableRow>
              ))}
            {categories.isError && (
              <TableRow>
                <TableCell colSpan={6} role="alert" className="text-destructive">
                  The categories could not be loaded. {categories.error.message}
                </TableCell>
              </TableRow>
            )}
            {categories.data?.map((category) => (
              <TableRow key={category.id} className={category.isActive ? undefined : 'text-muted-foreground'}>
                <TableCell>
                  <p className="font-medium">{category.name}</p>
                  {category.description && <p className="text-xs text-muted-foreground">{category.description}</p>}
                </TableCell>
                <TableCell className="whitespace-nowrap">{category.retentionDays} days</TableCell>
                <TableCell>{category.requiresApproval ? 'Required' : 'Not required'}</TableCell>
                <TableCell>{category.autoArchive ? 'Yes' : 'No'}</TableCell>
                <TableCell>
                  <Badge variant={category.isActive ? 'green' : 'grey'}>{category.isActive ? 'Active' : 'Inactive'}</Badge>
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <Button variant="ghost" size="sm" onClick={() => setEditing(category)} aria-label={`Edit ${category.name}`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => toggle(category)}
                    disabled={update.isPending}
                    aria-label={`${category.isActive ? 'Deactivate' : 'Reactivate'} ${category.name}`}
                  >
                    {category.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
                    {category.isActive ? 'Deactivate' : 'Reactivate'}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
