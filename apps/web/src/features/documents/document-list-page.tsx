import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ChevronDown, FilePlus2, FileUp, FolderCog, Plus, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { hasPermission, type CurrentUser, type DocumentSortField, type DocumentSummary } from '@attest/domain';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSession } from '@/lib/session';
import { CardFilterNote, describeCardFilters } from '@/components/card-filter-note';
import { ManageReferenceDialog } from '@/components/reference/manage-reference-dialog';
import { referenceKeys } from '@/lib/api/reference/queries';
import { errorText, fieldText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import { BulkUploadDialog } from './bulk/bulk-upload-dialog';
import { PrintDialog } from '@/components/print-dialog/print-dialog';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { UnlockDocumentDialog } from './unlock-document-dialog';
import { canBulkUpload } from './document-actions';
import { DocumentFilters } from '@/components/document-filters/document-filters';
import { DocumentTable } from './document-table';
import { ListEmpty, ListFailed } from './list-states';
import {
  clearFilters,
  compactSearch,
  hasActiveFilters,
  sortBy,
  toListQuery,
  withFilters,
  type DocumentListSearch,
  type ListFilters,
} from '@/lib/list-search';
import { useListSearch } from '@/lib/use-list-search';
import { ListPageFrame } from '@/components/list-page/list-page-frame';
import { ListPageHead, RefreshButton } from '@/components/list-page/list-page-head';
import { ListPageTip } from '@/components/list-page/list-page-tip';
import { useArchiveDocument, useDocumentList, useDuplicateDocument, useSetLocked } from '@/lib/api/documents/queries';
import { SopDetailsDialog } from './sop-details-dialog';
import { UploadSopDialog } from './upload-sop-dialog';

const routeApi = getRouteApi('/dashboard/$role/documents');

/** /dashboard/$role/documents: Document Management (spec 01 §2). */
export function DocumentListPage() {
  const { data: session } = useSession();
  if (!session) return null;
  return <DocumentManagement user={session.user} />;
}

type CreateDialog = 'quick' | 'upload' | null;

function DocumentManagement({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('documents');
  const { role } = user;
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  const query = toListQuery(search);
  const list = useDocumentList(query);

  const canCreate = hasPermission(role, 'create-sops');
  const [createDialog, setCreateDialog] = useState<CreateDialog>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [manageOpen, setManageOpen] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DocumentSummary | null>(null);
  const [unlocking, setUnlocking] = useState<DocumentSummary | null>(null);
  const [unlockError, setUnlockError] = useState<string | null>(null);
  const [printingId, setPrintingId] = useState<string | null>(null);
  // Spec 01 §2: ?action=create opens Create New SOP for those who may create.
  const quickOpen = createDialog === 'quick' || (search.action === 'create' && canCreate && createDialog === null);

  const { setSearch, changeFilters } = useListSearch<DocumentListSearch, Partial<ListFilters>>(navigate, compactSearch, withFilters);

  const duplicate = useDuplicateDocument();
  const setLocked = useSetLocked();
  const archive = useArchiveDocument();
  const problemText = (error: unknown) => errorText(error, t('problems.connection'));

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: referenceKeys.all });
    const result = await list.refetch();
    if (result.isError) toast.error(t('listPage.toast.refreshFailed'), { description: t('listPage.toast.refreshFailedDescription') });
    else toast.success(t('listPage.toast.refreshed'), { description: t('listPage.toast.refreshedDescription') });
  };

  const handlers = {
    onEdit: (doc: DocumentSummary) => setEditingId(doc.id),
    onDelete: (doc: DocumentSummary) => setDeleting(doc),
    onPrint: (doc: DocumentSummary) => setPrintingId(doc.id),
    onDuplicate: (doc: DocumentSummary) =>
      duplicate.mutate(doc.id, {
        onSuccess: (copy) =>
          toast.success(t('listPage.toast.duplicated'), {
            description: t('listPage.toast.duplicatedDescription', { docNumber: copy.docNumber, title: copy.title }),
          }),
        onError: (error) => toast.error(t('listPage.toast.duplicateFailed'), { description: problemText(error) }),
      }),
    // Unlocking asks for a reason first (UnlockDocumentDialog); locking happens at once.
    onLock: (doc: DocumentSummary, locked: boolean) => {
      if (!locked) {
        setUnlockError(null);
        setUnlocking(doc);
        return;
      }
      setLocked.mutate(
        { id: doc.id, locked },
        {
          onSuccess: () => toast.success(t('listPage.toast.locked'), { description: t('listPage.toast.lockedDescription') }),
          onError: (error) => toast.error(t('listPage.toast.lockFailed'), { description: problemText(error) }),
        },
      );
    },
  };

  const unlock = (doc: DocumentSummary, reason: string) =>
    setLocked.mutate(
      { id: doc.id, locked: false, reason },
      {
        onSuccess: () => {
          setUnlocking(null);
          toast.success(t('listPage.toast.unlocked'), { description: t('listPage.toast.unlockedDescription', { title: doc.title }) });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.reason) setUnlockError(fieldText(error.fields.reason));
          toast.error(t('listPage.toast.unlockFailed'), { description: problemText(error) });
        },
      },
    );

  const closeQuick = () => {
    setCreateDialog(null);
    if (search.action) setSearch({ ...search, action: undefined }, { replace: true });
  };

  const data = list.data;

  return (
    <div className="space-y-6">
      <ListPageHead
        title={t('listPage.title')}
        description={t('listPage.subtitle')}
        actionsClassName="max-w-full"
        actions={
          <>
            <RefreshButton label={t('listPage.refresh')} onRefresh={() => void refresh()} refreshing={list.isRefetching && !list.isPending} />
            {hasPermission(role, 'manage-categories') && (
              <Button variant="outline" onClick={() => setManageOpen(true)}>
                <FolderCog aria-hidden="true" />
                {t('listPage.manageCategories')}
              </Button>
            )}
            {canBulkUpload(role) && canCreate && (
              <Button variant="outline" onClick={() => setBulkOpen(true)}>
                <Upload aria-hidden="true" />
                {t('listPage.uploadBulk')}
              </Button>
            )}
            {canCreate && (
              <DropdownMenu modal={false}>
                <DropdownMenuTrigger asChild>
                  <Button>
                    <Plus aria-hidden="true" />
                    {t('listPage.createNew')}
                    <ChevronDown aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end" className="w-64">
                  <DropdownMenuItem onSelect={() => setCreateDialog('quick')}>
                    <FilePlus2 aria-hidden="true" />
                    <span>
                      {t('listPage.quickCreate')}
                      <span className="block text-xs text-muted-foreground">{t('listPage.quickCreateHint')}</span>
                    </span>
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => setCreateDialog('upload')}>
                    <FileUp aria-hidden="true" />
                    <span>
                      {t('listPage.uploadNew')}
                      <span className="block text-xs text-muted-foreground">{t('listPage.uploadNewHint')}</span>
                    </span>
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            )}
          </>
        }
      />

      <CardFilterNote
        text={describeCardFilters(query, user.id)}
        onClear={() =>
          setSearch({ ...search, decision: undefined, decidedBy: undefined, decidedFrom: undefined, reviewDue: undefined, acknowledged: undefined, trainingDue: undefined, page: 1 })
        }
      />
      <DocumentFilters
        filters={query}
        userId={user.id}
        onChange={changeFilters}
        onClear={() => {
          setSearch(clearFilters(search));
          toast.success(t('listPage.toast.filtersCleared'), { description: t('listPage.toast.filtersClearedDescription') });
        }}
        canClear={hasActiveFilters(search)}
      />

      <ListPageFrame
        data={data}
        error={list.isError}
        failure={<ListFailed onRetry={() => void list.refetch()} onRefreshAll={() => void queryClient.invalidateQueries()} />}
        emptyState={<ListEmpty filtered={hasActiveFilters(search)} />}
        page={query.page}
        pageSize={query.pageSize}
        onPaging={(paging) => setSearch({ ...search, ...paging })}
      >
        <DocumentTable
          role={role}
          query={query}
          items={data?.items}
          loading={list.isPending || list.isPlaceholderData}
          onSort={(field: DocumentSortField) => setSearch(sortBy(search, field))}
          handlers={handlers}
        />
      </ListPageFrame>
      <ListPageTip>{t('listPage.tip')}</ListPageTip>

      <SopDetailsDialog
        mode={quickOpen ? { kind: 'create' } : editingId ? { kind: 'edit', documentId: editingId } : null}
        onOpenChange={(open) => {
          if (open) return;
          if (quickOpen) closeQuick();
          setEditingId(null);
        }}
      />
      <UploadSopDialog open={createDialog === 'upload'} onOpenChange={(open) => setCreateDialog(open ? 'upload' : null)} />
      <BulkUploadDialog open={bulkOpen} onOpenChange={setBulkOpen} />
      {manageOpen && <ManageReferenceDialog open={manageOpen} onOpenChange={setManageOpen} />}
      <PrintDialog documentId={printingId} role={role} onOpenChange={(open) => !open && setPrintingId(null)} />
      <UnlockDocumentDialog doc={unlocking} pending={setLocked.isPending} serverError={unlockError} onCancel={() => setUnlocking(null)} onConfirm={unlock} />
      <DeleteDocumentDialog
        doc={deleting}
        pending={archive.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(doc, reason) =>
          archive.mutate(
            { id: doc.id, reason },
            {
              onSuccess: () => {
                setDeleting(null);
                toast.success(t('listPage.toast.deleted'), { description: t('listPage.toast.deletedDescription', { title: doc.title }) });
              },
              onError: (error) => toast.error(t('listPage.toast.deleteFailed'), { description: problemText(error) }),
            },
          )
        }
      />
    </div>
  );
}
