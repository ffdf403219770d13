import type { Department } from '@attest/domain';
import { createDepartment, updateDepartment, type DepartmentInputValue } from './api';
import { DepartmentForm } from './department-form';
import { useDepartments } from './queries';
import { ReferencePanel, type ReferenceColumn } from './reference-panel';

const inputOf = (department: Department): DepartmentInputValue => ({
  name: department.name,
  description: department.description,
  isActive: department.isActive,
});

const columns: ReferenceColumn<Department>[] = [
  { header: 'Name', cellClassName: 'font-medium', cell: (department) => department.name },
  { header: 'Description', cellClassName: 'text-muted-foreground', cell: (department) => department.description ?? '—' },
];

export function DepartmentsPanel() {
  const departments = useDepartments(true);
  return (
    <ReferencePanel
      entries={departments}
      create={createDepartment}
      update={updateDepartment}
      inputOf={inputOf}
      Form={DepartmentForm}
      columns={columns}
      noun="Department"
      pluralNoun="Departments"
    />
  );
}
