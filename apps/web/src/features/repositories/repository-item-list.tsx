import type { ReactNode } from 'react';
import { FileText, Folder } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RepositoryItem } from '@attest/domain';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatBytes, formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { RepositoryItemBadges } from './repository-item-badges';
import { useDocumentTypeText } from './document-type-text';

export interface ItemListProps {
  folders: RepositoryItem[];
  files: RepositoryItem[];
  view: 'grid' | 'list';
  selected: ReadonlySet<string>;
  /** The file a shared link preselected (the Document Context View), shown highlighted. */
  highlighted: string | undefined;
  onToggle: (path: string, checked: boolean) => void;
  onOpenFolder: (path: string) => void;
  actions: (item: RepositoryItem) => ReactNode;
}

/** The folder section and the document section of a folder, as cards (grid) or a table (list). */
export function RepositoryItemList(props: ItemListProps) {
  const { t } = useTranslation('repositories');
  return (
    <div className="space-y-6">
      {props.folders.length > 0 && (
        <section aria-labelledby="repository-folders">
          <h2 id="repository-folders" className="mb-2 text-sm font-semibold text-muted-foreground uppercase">
            {t('browser.folders', { total: props.folders.length })}
          </h2>
          {props.view === 'grid' ? <FolderGrid {...props} /> : <ItemTable {...props} items={props.folders} />}
        </section>
      )}
      {props.files.length > 0 && (
        <section aria-labelledby="repository-documents">
          <h2 id="repository-documents" className="mb-2 text-sm font-semibold text-muted-foreground uppercase">
            {t('browser.documents', { total: props.files.length })}
          </h2>
          {props.view === 'grid' ? <FileGrid {...props} /> : <ItemTable {...props} items={props.files} />}
        </section>
      )}
    </div>
  );
}

function FolderGrid({ folders, onOpenFolder }: ItemListProps) {
  const { t } = useTranslation('repositories');
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {folders.map((folder) => (
        <li key={folder.path}>
          <button
            type="button"
            onClick={() => onOpenFolder(folder.path)}
            aria-label={t('browser.openFolder', { name: folder.name })}
            className="flex w-full items-center gap-3 rounded-xl border bg-card p-4 text-left transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Folder className="size-6 shrink-0 text-amber-500" aria-hidden="true" />
            <span className="min-w-0">
              <span className="block truncate font-medium">{folder.name}</span>
              <span className="block text-xs text-muted-foreground">{formatDateTime(folder.lastModified)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function FileGrid({ files, selected, highlighted, onToggle, actions }: ItemListProps) {
  const { t } = useTranslation('repositories');
  const typeText = useDocumentTypeText();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {files.map((file) => (
        <li
          key={file.path}
          data-testid="repository-file"
          aria-current={highlighted === file.path ? 'true' : undefined}
          className={cn('flex gap-3 rounded-xl border bg-card p-4', highlighted === file.path && 'ring-2 ring-primary')}
        >
          <Checkbox className="mt-1" checked={selected.has(file.path)} onCheckedChange={(checked) => onToggle(file.path, checked === true)} aria-label={t('browser.selectItem', { name: file.name })} />
          <FileText className="size-6 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 flex-1 space-y-1.5">
            <p className="font-medium [overflow-wrap:anywhere]">
              {file.name}
            </p>
            <p className="text-xs text-muted-foreground">
              {typeText(file.documentType)} · {formatBytes(file.size)} · {formatDateTime(file.lastModified)}
            </p>
            <RepositoryItemBadges item={file} />
          </div>
          {actions(file)}
        </li>
      ))}
    </ul>
  );
}

function ItemTable({ items, selected, highlighted, onToggle, onOpenFolder, actions }: ItemListProps & { items: RepositoryItem[] }) {
  const { t } = useTranslation('repositories');
  const typeText = useDocumentTypeText();
  return (
    <div className="rounded-xl border bg-card">
      <Table pinLastColumn>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <span className="sr-only">{t('browser.columns.select')}</span>
            </TableHead>
            <TableHead>{t('browser.columns.name')}</TableHead>
            <TableHead>{t('browser.columns.type')}</TableHead>
            <TableHead>{t('browser.columns.details')}</TableHead>
            <TableHead className="text-right">{t('browser.columns.size')}</TableHead>
            <TableHead>{t('browser.columns.modified')}</TableHead>
            <TableHead className="w-12">
              <span className="sr-only">{t('browser.columns.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.path} data-testid={item.type === 'blob' ? 'repository-file' : 'repository-folder'} aria-current={highlighted === item.path ? 'true' : undefined} className={cn(highlighted === item.path && 'bg-primary/10')}>
              <TableCell>
                {item.type === 'blob' && (
                  <Checkbox checked={selected.has(item.path)} onCheckedChange={(checked) => onToggle(item.path, checked === true)} aria-label={t('browser.selectItem', { name: item.name })} />
                )}
              </TableCell>
              <TableCell className="font-medium">
                {item.type === 'tree' ? (
                  <button type="button" className="flex items-center gap-2 rounded text-left hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" onClick={() => onOpenFolder(item.path)} aria-label={t('browser.openFolder', { name: item.name })}>
                    <Folder className="size-4 shrink-0 text-amber-500" aria-hidden="true" />
                    {item.name}
                  </button>
                ) : (
                  <span className="flex items-center gap-2">
                    <FileText className="size-4 shrink-0 text-primary" aria-hidden="true" />
                    {item.name}
                  </span>
                )}
              </TableCell>
              <TableCell>{typeText(item.documentType)}</TableCell>
              <TableCell>
                <RepositoryItemBadges item={item} />
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">{formatBytes(item.size)}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(item.lastModified)}</TableCell>
              <TableCell>{item.type === 'blob' && actions(item)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
