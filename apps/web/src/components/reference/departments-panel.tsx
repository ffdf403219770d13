import { useTranslation } from 'react-i18next';
import type { Department } from '@attest/domain';
import { createDepartment, updateDepartment, type DepartmentInputValue } from '@/lib/api/reference/api';
import { DepartmentForm } from './department-form';
import { useDepartments } from '@/lib/api/reference/queries';
import { ReferencePanel, type ReferenceColumn } from './reference-panel';

const inputOf = (department: Department): DepartmentInputValue => ({
  name: department.name,
  description: department.description,
  isActive: department.isActive,
});

export function DepartmentsPanel() {
  const { t } = useTranslation('reference');
  const departments = useDepartments(true);
  const columns: ReferenceColumn<Department>[] = [
    { key: 'name', header: t('columns.name'), cellClassName: 'font-medium', cell: (department) => department.name },
    { key: 'description', header: t('columns.description'), cellClassName: 'text-muted-foreground', cell: (department) => department.description ?? '—' },
  ];
  return (
    <ReferencePanel
      entries={departments}
      create={createDepartment}
      update={updateDepartment}
      inputOf={inputOf}
      Form={DepartmentForm}
      columns={columns}
      kind="department"
    />
  );
}
