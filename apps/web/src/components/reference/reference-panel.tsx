import { useState, type ComponentType, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil, Plus, Power, PowerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorText } from '@/i18n/error-text';
import type { ReferenceFormProps, ReferenceKind } from './reference-form-fields';
import { useReferenceMutation } from './use-reference-mutation';

/** What every reference entry has; the panel's Status and Actions columns are made from it. */
interface ReferenceEntry {
  id: string;
  name: string;
  isActive: boolean;
}

/** A column of the kind's own, before Status and Actions. */
export interface ReferenceColumn<Entry> {
  key: string;
  header: string;
  cellClassName?: string;
  cell: (entry: Entry) => ReactNode;
}

interface ReferencePanelProps<Entry extends ReferenceEntry, Input> {
  /** Every entry, inactive ones included. */
  entries: UseQueryResult<Entry[]>;
  create: (input: Input) => Promise<Entry>;
  update: (id: string, input: Input) => Promise<Entry>;
  /** An entry as its form's values: what Edit starts from and what Deactivate sends back. */
  inputOf: (entry: Entry) => Input;
  Form: ComponentType<ReferenceFormProps<Input>>;
  columns: readonly ReferenceColumn<Entry>[];
  /** The table's name, its loading error, the Add button and the toasts say it. */
  kind: ReferenceKind;
}

/** One reference list (spec 01 §6): every entry with Edit and Deactivate/Reactivate, and an Add form above. */
export function ReferencePanel<Entry extends ReferenceEntry, Input extends { isActive?: boolean }>({
  entries,
  create: createEntry,
  update: updateEntry,
  inputOf,
  Form,
  columns,
  kind,
}: ReferencePanelProps<Entry, Input>) {
  const { t } = useTranslation(['reference', 'common']);
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const create = useReferenceMutation(createEntry);
  const update = useReferenceMutation(({ id, input }: { id: string; input: Input }) => updateEntry(id, input));
  // Status and Actions follow the kind's own columns.
  const columnCount = columns.length + 2;

  const save = (input: Input) => {
    if (editing === 'new') {
      create.mutate(input, {
        onSuccess: (entry) => {
          toast.success(t(`kind.${kind}.added`), { description: t('toast.added', { name: entry.name }) });
          setEditing(null);
        },
      });
    } else if (editing) {
      update.mutate(
        { id: editing.id, input },
        {
          onSuccess: (entry) => {
            toast.success(t(`kind.${kind}.updated`), { description: t('toast.updated', { name: entry.name }) });
            setEditing(null);
          },
        },
      );
    }
  };

  const toggle = (entry: Entry) =>
    update.mutate(
      { id: entry.id, input: { ...inputOf(entry), isActive: !entry.isActive } },
      {
        onSuccess: (saved) =>
          toast.success(t(saved.isActive ? `kind.${kind}.reactivated` : `kind.${kind}.deactivated`), {
            description: t(saved.isActive ? 'toast.reactivated' : 'toast.deactivated', { name: saved.name }),
          }),
      },
    );

  return (
    <div className="grid gap-4">
      {editing ? (
        <Form
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
            {t(`kind.${kind}.add`)}
          </Button>
        </div>
      )}
      <div className="rounded-lg border">
        <Table pinLastColumn aria-label={t(`kind.${kind}.table`)}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {columns.map((column) => (
                <TableHead key={column.key}>{column.header}</TableHead>
              ))}
              <TableHead>{t('panel.status')}</TableHead>
              <TableHead className="text-right">{t('panel.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.isPending &&
              Array.from({ length: 4 }, (_, index) => (
                <TableRow key={index}>
                  <TableCell colSpan={columnCount}>
                    <Skeleton className="h-5 w-full" />
                  </TableCell>
                </TableRow>
              ))}
            {entries.isError && (
              <TableRow>
                <TableCell colSpan={columnCount} role="alert" className="text-destructive">
                  {`${t(`kind.${kind}.loadFailed`)} ${errorText(entries.error, t('common:connectionProblem'))}`}
                </TableCell>
              </TableRow>
            )}
            {entries.data?.map((entry) => (
              <TableRow key={entry.id} className={entry.isActive ? undefined : 'text-muted-foreground'}>
                {columns.map((column) => (
                  <TableCell key={column.key} className={column.cellClassName}>
                    {column.cell(entry)}
                  </TableCell>
                ))}
                <TableCell>
                  <Badge variant={entry.isActive ? 'green' : 'grey'}>{t(entry.isActive ? 'panel.active' : 'panel.inactive')}</Badge>
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <Button variant="ghost" size="sm" onClick={() => setEditing(entry)} aria-label={t('panel.editEntry', { name: entry.name })}>
                    <Pencil aria-hidden="true" />
                    {t('panel.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => toggle(entry)}
                    disabled={update.isPending}
                    aria-label={t(entry.isActive ? 'panel.deactivateEntry' : 'panel.reactivateEntry', { name: entry.name })}
                  >
                    {entry.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
                    {t(entry.isActive ? 'panel.deactivate' : 'panel.reactivate')}
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
