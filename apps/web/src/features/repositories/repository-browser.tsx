import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Download, FileInput, FileSearch, RefreshCw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { RepositoryConnection, RepositoryItem, Role } from '@attest/domain';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { fileNameFromDisposition } from '@/lib/export-download';
import { formatDateTime } from '@/lib/format';
import { errorText } from '@/i18n/error-text';
import { saveBlob } from '@/lib/save-file';
import { useUrlSearchText } from '@/lib/use-url-search-text';
import { downloadRepositoryZip } from '@/lib/api/repositories/api';
import { ImportDialog } from './import-dialog';
import { useFetchLatest, useRepositoryTree } from '@/lib/api/repositories/queries';
import { RepositoryFileActions } from './repository-file-actions';
import { RepositoryItemList } from './repository-item-list';
import { isImportable, shareLink, visibleItems, type RepositoryBrowserSearch } from '@/lib/repository-search';
import { NoDocumentsFound, RepositoryAccessError, RepositoryLoading } from './repository-states';
import { RepositoryBreadcrumb, RepositoryControls } from './repository-toolbar';

interface BrowserProps {
  connection: RepositoryConnection;
  role: Role;
  search: RepositoryBrowserSearch;
  /** Changes the URL's search (the folder, the search text, sort, direction, layout, the preselected file). */
  onSearch: (patch: Partial<RepositoryBrowserSearch>) => void;
}

/** Spec 02 §2 Document Repository browser over one connection, at the branch head. */
export function RepositoryBrowser({ connection, role, search, onSearch }: BrowserProps) {
  const { t } = useTranslation('repositories');
  const path = search.path ?? '';
  const sort = search.sort ?? 'name';
  const direction = search.dir ?? 'asc';
  const view = search.view ?? 'grid';
  const tree = useRepositoryTree(connection.id, { path, sort, direction });
  const latest = useFetchLatest(connection.id, { path, sort, direction });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [importing, setImporting] = useState<RepositoryItem[] | null>(null);
  const searchChanged = useCallback((q: string | undefined) => onSearch({ q }), [onSearch]);
  const [text, setText] = useUrlSearchText(search.q, searchChanged);
  const zip = useMutation({
    mutationFn: (paths: string[]) => downloadRepositoryZip(connection.id, paths),
    onSuccess: ({ blob, disposition }) => saveBlob(blob, fileNameFromDisposition(disposition, `${connection.name}.zip`)),
    onError: (error) => toast.error(t('browser.zipFailed'), { description: errorText(error, t('browser.zipFailed')) }),
  });

  const openFolder = (next: string) => {
    setSelected(new Set());
    setText('');
    onSearch({ path: next || undefined, file: undefined, q: undefined });
  };
  const toggle = (item: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(item);
      else next.delete(item);
      return next;
    });

  const items = tree.data && tree.data.path === path ? tree.data.items : [];
  const { folders, files } = visibleItems(items, text);
  const chosen = files.filter((file) => selected.has(file.path));
  const importable = chosen.filter(isImportable);
  const context = search.file ? items.find((item) => item.path === search.file) : undefined;

  return (
    <div className="space-y-4">
      <RepositoryBreadcrumb rootName={connection.name} path={path} onOpen={openFolder} />
      <RepositoryControls
        query={text}
        onQuery={setText}
        sort={sort}
        onSort={(next) => onSearch({ sort: next })}
        direction={direction}
        onDirection={(next) => onSearch({ dir: next })}
        view={view}
        onView={(next) => onSearch({ view: next })}
      />
      {context && (
        <Alert>
          <FileSearch aria-hidden="true" />
          <AlertTitle>{t('browser.contextTitle')}</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            <span>{t('browser.contextDescription', { name: context.path })}</span>
            <Button variant="outline" size="sm" onClick={() => onSearch({ file: undefined })}>
              {t('browser.contextClose')}
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {selected.size > 0 && (
        <div role="region" aria-label={t('browser.selection')} className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2">
          <span className="text-sm font-medium">{t('browser.selected', { total: chosen.length })}</span>
          <Button size="sm" variant="outline" onClick={() => zip.mutate(chosen.map((file) => file.path))} loading={zip.isPending} loadingText={t('browser.zipping')}>
            <Download aria-hidden="true" />
            {t('browser.downloadZip')}
          </Button>
          <Button size="sm" onClick={() => setImporting(importable)} disabled={importable.length === 0} title={importable.length === 0 ? t('browser.nothingImportable') : undefined}>
            <FileInput aria-hidden="true" />
            {t('browser.importSelected')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            <X aria-hidden="true" />
            {t('browser.clearSelection')}
          </Button>
        </div>
      )}
      {tree.isError ? (
        <RepositoryAccessError error={tree.error} onRetry={() => void tree.refetch()} retrying={tree.isFetching} />
      ) : !tree.data || tree.data.path !== path ? (
        <RepositoryLoading />
      ) : folders.length + files.length === 0 ? (
        <NoDocumentsFound
          query={text.trim() || undefined}
          onClearSearch={() => {
            setText('');
            onSearch({ q: undefined });
          }}
        />
      ) : (
        <>
          <RepositoryItemList
            folders={folders}
            files={files}
            view={view}
            selected={selected}
            highlighted={search.file}
            onToggle={toggle}
            onOpenFolder={openFolder}
            actions={(item) => (
              <RepositoryFileActions repositoryId={connection.id} item={item} shareUrl={shareLink(window.location.origin, role, connection.id, item.path)} onImport={(file) => setImporting([file])} />
            )}
          />
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-xs text-muted-foreground" data-testid="repository-commit">
              {t('browser.commit', { branch: connection.branch, commit: tree.data.commitSha.slice(0, 12), when: formatDateTime(tree.data.fetchedAt) })}
            </p>
            <Button
              size="sm"
              variant="outline"
              loading={latest.isPending}
              loadingText={t('browser.fetching')}
              onClick={() => latest.mutate(undefined, { onError: (error) => toast.error(t('browser.errorTitle'), { description: errorText(error, t('browser.errorTitle')) }) })}
            >
              <RefreshCw aria-hidden="true" />
              {t('browser.fetchLatest')}
            </Button>
          </div>
        </>
      )}
      <ImportDialog repositoryId={connection.id} role={role} items={importing} onClose={() => setImporting(null)} />
    </div>
  );
}
