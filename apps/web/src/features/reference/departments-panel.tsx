import { useState } from 'react';
import { Pencil, Plus, Power, PowerOff } from 'lucide-react';
import { toast } from 'sonner';
import type { Department } from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { createDepartment, updateDepartment, type DepartmentInputValue } from './api';
import { DepartmentForm } from './department-form';
import { useDepartments } from './queries';
import { useReferenceMutation } from './use-reference-mutation';

const inputOf = (department: Department): DepartmentInputValue => ({
  name: department.name,
  description: department.description,
  isActive: department.isActive,
});

export function DepartmentsPanel() {
  const departments = useDepartments(true);
  const [editing, setEditing] = useState<Department | 'new' | null>(null);
  const create = useReferenceMutation(createDepartment, 'Save Failed');
  const update = useReferenceMutation(
    ({ id, input }: { id: string; input: DepartmentInputValue }) => updateDepartment(id, input),
    'Save Failed',
  );

  const save = (input: DepartmentInputValue) => {
    if (editing === 'new') {
      create.mutate(input, {
        onSuccess: (department) => {
          toast.success('Department Added', { description: `"${department.name}" can now be chosen.` });
          setEditing(null);
        },
      });
    } else if (editing) {
      update.mutate(
        { id: editing.id, input },
        {
          onSuccess: (department) => {
            toast.success('Department Updated', { description: `"${department.name}" was saved.` });
            setEditing(null);
          },
        },
      );
    }
  };

  const toggle = (department: Department) =>
    update.mutate(
      { id: department.id, input: { ...inputOf(department), isActive: !department.isActive } },
      {
        onSuccess: (saved) =>
          toast.success(saved.isActive ? 'Department Reactivated' : 'Department Deactivated', {
            description: `"${saved.name}" ${saved.isActive ? 'can be chosen again' : 'can no longer be chosen for documents'}.`,
          }),
      },
    );

  return (
    <div className="grid gap-4">
      {editing ? (
        <DepartmentForm
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
            Add Department
          </Button>
        </div>
      )}
      <div className="rounded-lg border">
        <Table aria-label="Departments">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Name</TableHead>
              <TableHead>Description</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {departments.isPending &&
              Array.from({ length: 4 }, (_, index) => (
                <TableRow key={index}>
                  <TableCell colSpan={4}>
                    <Skeleton className="h-5 w-full" />
                  </TableCell>
                </TableRow>
              ))}
            {departments.isError && (
              <TableRow>
                <TableCell colSpan={4} role="alert" className="text-destructive">
                  The departments could not be loaded. {departments.error.message}
                </TableCell>
              </TableRow>
            )}
            {departments.data?.map((department) => (
              <TableRow key={department.id} className={department.isActive ? undefined : 'text-muted-foreground'}>
                <TableCell className="font-medium">{department.name}</TableCell>
                <TableCell className="text-muted-foreground">{department.description ?? '—'}</TableCell>
                <TableCell>
                  <Badge variant={department.isActive ? 'green' : 'grey'}>{department.isActive ? 'Active' : 'Inactive'}</Badge>
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <Button variant="ghost" size="sm" onClick={() => setEditing(department)} aria-label={`Edit ${department.name}`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => toggle(department)}
                    disabled={update.isPending}
                    aria-label={`${department.isActive ? 'Deactivate' : 'Reactivate'} ${department.name}`}
                  >
                    {department.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
                    {department.isActive ? 'Deactivate' : 'Reactivate'}
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
