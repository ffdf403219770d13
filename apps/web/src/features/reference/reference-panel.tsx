import { useState, type ComponentType, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil, Plus, Power, PowerOff } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { ReferenceFormProps } from './reference-form-fields';
import { useReferenceMutation } from './use-reference-mutation';

/** What every reference entry has; the panel's Status and Actions columns are made from it. */
interface ReferenceEntry {
  id: string;
  name: string;
  isActive: boolean;
}

/** A column of the kind's own, before Status and Actions. */
export interface ReferenceColumn<Entry> {
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
  /** "Category": the toasts and the Add button say it. */
  noun: string;
  /** "Categories": the table's name and its loading error say it. */
  pluralNoun: string;
}

/** One reference list (spec 01 §6): every entry with Edit and Deactivate/Reactivate, and an Add form above. */
export function ReferencePanel<Entry extends ReferenceEntry, Input extends { isActive?: boolean }>({
  entries,
  create: createEntry,
  update: updateEntry,
  inputOf,
  Form,
  columns,
  noun,
  pluralNoun,
}: ReferencePanelProps<Entry, Input>) {
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const create = useReferenceMutation(createEntry, 'Save Failed');
  const update = useReferenceMutation(({ id, input }: { id: string; input: Input }) => updateEntry(id, input), 'Save Failed');
  // Status and Actions follow the kind's own columns.
  const columnCount = columns.length + 2;

  const save = (input: Input) => {
    if (editing === 'new') {
      create.mutate(input, {
        onSuccess: (entry) => {
          toast.success(`${noun} Added`, { description: `"${entry.name}" can now be chosen.` });
          setEditing(null);
        },
      });
    } else if (editing) {
      update.mutate(
        { id: editing.id, input },
        {
          onSuccess: (entry) => {
            toast.success(`${noun} Updated`, { description: `"${entry.name}" was saved.` });
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
          toast.success(saved.isActive ? `${noun} Reactivated` : `${noun} Deactivated`, {
            description: `"${saved.name}" ${saved.isActive ? 'can be chosen again' : 'can no longer be chosen for documents'}.`,
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
            {`Add ${noun}`}
          </Button>
        </div>
      )}
      <div className="rounded-lg border">
        <Table aria-label={pluralNoun}>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              {columns.map((column) => (
                <TableHead key={column.header}>{column.header}</TableHead>
              ))}
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Actions</TableHead>
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
                  {`The ${pluralNoun.toLowerCase()} could not be loaded. `}
                  {entries.error.message}
                </TableCell>
              </TableRow>
            )}
            {entries.data?.map((entry) => (
              <TableRow key={entry.id} className={entry.isActive ? undefined : 'text-muted-foreground'}>
                {columns.map((column) => (
                  <TableCell key={column.header} className={column.cellClassName}>
                    {column.cell(entry)}
                  </TableCell>
                ))}
                <TableCell>
                  <Badge variant={entry.isActive ? 'green' : 'grey'}>{entry.isActive ? 'Active' : 'Inactive'}</Badge>
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <Button variant="ghost" size="sm" onClick={() => setEditing(entry)} aria-label={`Edit ${entry.name}`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => toggle(entry)}
                    disabled={update.isPending}
                    aria-label={`${entry.isActive ? 'Deactivate' : 'Reactivate'} ${entry.name}`}
                  >
                    {entry.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
                    {entry.isActive ? 'Deactivate' : 'Reactivate'}
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
