import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { EDITABLE_USER_STATUSES, ROLES, isRole, type ManagedUser, type Role, type SetupCodeIssued } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useDepartments } from '@/lib/api/reference/queries';
import { errorText, fieldText } from '@/i18n/error-text';
import { roleLabel, userStatusLabel } from '@/i18n/labels';
import { ApiError } from '@/lib/api-client';
import { useCreateUser, useUpdateUser } from '@/lib/api/users/queries';

type Mode = { kind: 'create' } | { kind: 'edit'; user: ManagedUser };

interface UserFormDialogProps {
  mode: Mode | null;
  onOpenChange: (open: boolean) => void;
  /** A new user was created: their one-time setup code is shown next. */
  onCreated: (issued: SetupCodeIssued) => void;
}

/** Create New User / Edit User (spec 02 §2). No password field: the user sets their own with a setup code. */
export function UserFormDialog({ mode, onOpenChange, onCreated }: UserFormDialogProps) {
  return (
    <Dialog open={mode !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {mode && <UserForm key={mode.kind === 'edit' ? mode.user.id : 'new'} mode={mode} onOpenChange={onOpenChange} onCreated={onCreated} />}
      </DialogContent>
    </Dialog>
  );
}

interface FormValues {
  name: string;
  email: string;
  employeeId: string;
  designation: string;
  department: string;
  role: Role;
  phone: string;
  status: (typeof EDITABLE_USER_STATUSES)[number];
}

const initialValues = (mode: Mode): FormValues => {
  if (mode.kind === 'create') return { name: '', email: '', employeeId: '', designation: '', department: '', role: 'user', phone: '', status: 'active' };
  const u = mode.user;
  return {
    name: u.name,
    email: u.email,
    employeeId: u.employeeId ?? '',
    designation: u.designation ?? '',
    department: u.department ?? '',
    role: u.role,
    phone: u.phone ?? '',
    status: u.status === 'active' ? 'active' : 'inactive',
  };
};

function UserForm({ mode, onOpenChange, onCreated }: { mode: Mode; onOpenChange: (open: boolean) => void; onCreated: (issued: SetupCodeIssued) => void }) {
  const { t } = useTranslation('users');
  const [values, setValues] = useState<FormValues>(() => initialValues(mode));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const departments = useDepartments();
  const create = useCreateUser();
  const update = useUpdateUser();
  const pending = create.isPending || update.isPending;
  const set = (patch: Partial<FormValues>) => setValues((v) => ({ ...v, ...patch }));

  const fail = (error: Error, fallback: string) => {
    if (error instanceof ApiError && error.fields) setErrors(error.fields);
    toast.error(t('shared.error'), { description: errorText(error, fallback) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim() || !values.email.trim()) {
      setErrors({ ...(values.name.trim() ? {} : { name: t('form.nameRequired') }), ...(values.email.trim() ? {} : { email: t('form.emailRequired') }) });
      toast.error(t('form.validationError'), { description: t('form.validationErrorDescription') });
      return;
    }
    setErrors({});
    const body = { ...values, hireDate: mode.kind === 'edit' ? mode.user.hireDate : null };
    const expected = mode.kind === 'edit' ? { expectedUpdatedAt: mode.user.updatedAt } : {};
    if (mode.kind === 'create') {
      create.mutate(body, {
        onSuccess: (issued) => {
          toast.success(t('form.created'), { description: t('form.createdDescription', { name: issued.user.name }) });
          onOpenChange(false);
          onCreated(issued);
        },
        onError: (error) => fail(error, t('form.createFailed')),
      });
    } else {
      update.mutate(
        { id: mode.user.id, body: { ...body, ...expected } },
        {
          onSuccess: ({ user }) => {
            toast.success(t('form.updated'), { description: t('form.updatedDescription', { name: user.name }) });
            onOpenChange(false);
          },
          onError: (error) => fail(error, t('form.updateFailed')),
        },
      );
    }
  };

  // Server messages come from the shared contracts; the form's own are already in the reader's language.
  const errorOf = (key: string) => (errors[key] ? fieldText(errors[key]) : undefined);
  const text = (key: 'name' | 'email' | 'employeeId' | 'designation' | 'phone', required = false, type = 'text') => (
    <Field id={`user-${key}`} label={t(`fields.${key}`)} required={required} error={errorOf(key)}>
      <Input {...fieldAria(`user-${key}`, errorOf(key), required)} type={type} value={values[key]} maxLength={200} onChange={(e) => set({ [key]: e.target.value })} />
    </Field>
  );

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>{mode.kind === 'create' ? t('form.createTitle') : t('form.editTitle')}</DialogTitle>
        <DialogDescription>
          {mode.kind === 'create' ? t('form.createDescription') : t('form.editDescription', { name: mode.user.name })}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', true)}
        {text('email', true, 'email')}
        {text('employeeId')}
        {text('designation')}
        <Field id="user-department" label={t('fields.department')} error={errorOf('department')}>
          <Input {...fieldAria('user-department', errorOf('department'))} list="user-department-options" value={values.department} maxLength={100} onChange={(e) => set({ department: e.target.value })} />
          <datalist id="user-department-options">
            {departments.data?.map((d) => <option key={d.id} value={d.name} />)}
          </datalist>
        </Field>
        <Field id="user-role" label={t('fields.role')} required>
          <Select {...fieldAria('user-role', undefined, true)} value={values.role} onChange={(e) => isRole(e.target.value) && set({ role: e.target.value })}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </Select>
        </Field>
        {text('phone', false, 'tel')}
        <Field id="user-status" label={t('fields.status')}>
          <Select id="user-status" value={values.status} onChange={(e) => set({ status: e.target.value === 'inactive' ? 'inactive' : 'active' })}>
            {EDITABLE_USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {userStatusLabel(status)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
          {t('shared.cancel')}
        </Button>
        <Button type="submit" loading={pending} loadingText={t('shared.saving')}>
          {mode.kind === 'create' ? t('form.createUser') : t('form.saveChanges')}
        </Button>
      </DialogFooter>
    </form>
  );
}
