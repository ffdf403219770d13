import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AssignableUsersResponse } from '@attest/domain';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useAssignableUsers } from '@/lib/api/workflow/queries';

export type AssignableUser = z.infer<typeof AssignableUsersResponse>[number];

interface UserPickerProps {
  role: 'reviewer' | 'approver';
  label: string;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  invalid?: boolean;
  disabled?: boolean;
}

/** Several active users of one role (spec 02 §5: active users of that role, by name, no duplicates). */
export function UserPicker({ role, label, selected, onChange, invalid, disabled }: UserPickerProps) {
  const { t } = useTranslation('workflow');
  const users = useAssignableUsers(role);
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...new Set([...selected, id])] : selected.filter((existing) => existing !== id));

  return (
    <fieldset className="grid gap-1.5" disabled={disabled} aria-invalid={invalid || undefined}>
      <legend className="mb-1.5 text-sm font-medium after:ml-0.5 after:text-destructive after:content-['*']">{label}</legend>
      <div
        className={cn(
          'max-h-40 overflow-y-auto rounded-md border bg-card p-1',
          invalid && 'border-destructive',
        )}
      >
        {users.isPending ? (
          <div className="grid gap-2 p-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : users.isError ? (
          <p className="p-2 text-sm text-destructive">{t(`userPicker.loadFailed.${role}`)}</p>
        ) : users.data.length === 0 ? (
          <p className="p-2 text-sm text-muted-foreground">{t(`userPicker.none.${role}`)}</p>
        ) : (
          users.data.map((user) => {
            const id = `pick-${role}-${user.id}`;
            return (
              <div key={user.id} className="flex items-center gap-2.5 rounded px-2 py-1.5 hover:bg-muted/50">
                <Checkbox id={id} checked={selected.includes(user.id)} onCheckedChange={(on) => toggle(user.id, on === true)} />
                <Label htmlFor={id} className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 font-normal">
                  <span className="font-medium">{user.name}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {user.email}
                    {user.department ? ` · ${user.department}` : ''}
                  </span>
                </Label>
              </div>
            );
          })
        )}
      </div>
      <p className="text-xs text-muted-foreground">{t('userPicker.selected', { count: selected.length })}</p>
    </fieldset>
  );
}
