import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { hasPermission, type CurrentUser, type DocumentDetail } from '@attest/domain';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { ConditionsCard } from '@/features/conditions/conditions-card';
import { DocumentCopiesCard } from '@/features/copies/document-copies-card';
import { PeriodicReviewCard } from '@/features/periodic-reviews/periodic-review-card';
import { SignaturesCard } from '@/features/signatures/signatures-card';
import { RejectionNotice } from '@/features/workflow/rejection-notice';
import { StageBar } from '@/components/stage-bar/stage-bar';
import { useVersionControls } from '@/components/versions/use-version-controls';
import { WorkflowActionsCard } from '@/features/workflow/workflow-actions-card';
import { errorText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import { updateDocument } from '@/lib/api/documents/api';
import { canEditContent, canEditDetails } from '@/features/documents/document-actions';
import { DisposedNotice } from '@/features/documents/view/disposed-notice';
import { documentKeys, useDocument, useDocumentSaved } from '@/lib/api/documents/queries';
import { checkUpdate, valuesFromDocument } from '@/features/documents/quick-form';
import { SopDetailsDialog } from '@/features/documents/sop-details-dialog';
import { DocumentTrainingCard } from '@/features/training/document-training-card';
import { TrainingAudienceCard } from '@/features/training/training-audience-card';
import { ContentCard } from '@/features/documents/view/content-card';
import { DocumentHeader } from '@/features/documents/view/document-header';
import { DocumentInfoCard } from '@/features/documents/view/document-info-card';
import { RepositorySourceCard } from '@/features/documents/view/repository-source-card';
import { DocumentNotFound } from '@/features/documents/view/document-not-found';
import { EditDetailsCard, type DraftDetails } from '@/features/documents/view/edit-details-card';
import { ReplaceFileDialog } from '@/features/documents/view/replace-file-dialog';
import { VersionsCard } from '@/features/documents/view/versions-card';

const routeApi = getRouteApi('/dashboard/$role/documents/$documentId');

/** /dashboard/$role/documents/$documentId: the standard document view (spec 02 §2). */
export function DocumentPage() {
  const { documentId } = routeApi.useParams();
  const { data: session } = useSession();
  const document = useDocument(documentId);
  if (!session) return null;
  const { role } = session.user;

  if (document.isPending) return <DocumentPageSkeleton />;
  if (document.isError) {
    if (document.error instanceof ApiError && document.error.status < 500) return <DocumentNotFound role={role} />;
    throw document.error;
  }
  return <DocumentView key={document.data.id} doc={document.data} user={session.user} />;
}

function DocumentPageSkeleton() {
  const { t } = useTranslation('documentView');
  return (
    <div className="space-y-6" aria-busy="true" aria-label={t('page.loading')}>
      <Skeleton className="h-8 w-24" />
      <Skeleton className="h-9 w-2/3" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-96 lg:col-span-2" />
        <Skeleton className="h-96" />
      </div>
    </div>
  );
}

function DocumentView({ doc, user }: { doc: DocumentDetail; user: CurrentUser }) {
  const { role } = user;
  const { t } = useTranslation('documentView');
  const queryClient = useQueryClient();
  const saved = useDocumentSaved();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<DraftDetails>({ title: doc.title, description: doc.description });
  const [draftOf, setDraftOf] = useState(doc.rowVersion);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [shownVersionId, setShownVersionId] = useState<string | undefined>(undefined);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [replaceOpen, setReplaceOpen] = useState(false);
  const versionControls = useVersionControls(doc, role);

  // When the document changes under the editor (a reload after a conflict), the draft starts from it again.
  if (draftOf !== doc.rowVersion) {
    setDraftOf(doc.rowVersion);
    setDraft({ title: doc.title, description: doc.description });
  }

  const editable = canEditContent(role, doc);
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateDocument>[1]) => updateDocument(doc.id, body),
    onSuccess: async (updated) => {
      await saved(updated);
      setEditing(false);
      toast.success(t('page.toasts.updated.title'), { description: t('page.toasts.updated.description', { title: updated.title }) });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.code === 'CONFLICT') {
        toast.error(t('page.toasts.changed.title'), { description: t('page.toasts.changed.description') });
        await queryClient.invalidateQueries({ queryKey: documentKeys.detail(doc.id) });
        return;
      }
      toast.error(t('page.toasts.updateFailed.title'), {
        description: errorText(error, t('page.toasts.updateFailed.description')),
      });
      if (error instanceof ApiError && (error.code === 'DOCUMENT_NOT_EDITABLE' || error.code === 'DOCUMENT_LOCKED')) {
        setEditing(false);
        await queryClient.invalidateQueries({ queryKey: documentKeys.detail(doc.id) });
      }
    },
  });

  const saveDraft = () => {
    const checked = checkUpdate({ ...valuesFromDocument(doc), ...draft }, doc.rowVersion);
    if (!checked.ok) {
      setTitleError(checked.errors.title ?? Object.values(checked.errors)[0] ?? null);
      globalThis.document.getElementById('edit-title')?.focus();
      return;
    }
    save.mutate(checked.body);
  };

  return (
    <div className="space-y-6">
      <DocumentHeader
        doc={doc}
        role={role}
        editing={editing}
        canToggleEdit={editable}
        onToggleEdit={(next) => {
          setEditing(next);
          setTitleError(null);
          if (next) setDraft({ title: doc.title, description: doc.description });
        }}
        onSave={saveDraft}
        saving={save.isPending}
        canDownload={doc.hasFile && !doc.disposal && hasPermission(role, 'download-sops')}
        canEditDetails={canEditDetails(role, doc)}
        onEditDetails={() => setDetailsOpen(true)}
        onReplaceFile={() => setReplaceOpen(true)}
        viewVersionId={shownVersionId}
      />
      <RejectionNotice doc={doc} />
      <StageBar doc={doc} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {editing ? (
            <EditDetailsCard
              draft={draft}
              titleError={titleError}
              disabled={save.isPending}
              onChange={(next) => {
                setDraft(next);
                setTitleError(null);
              }}
            />
          ) : doc.disposal ? (
            <DisposedNotice disposal={doc.disposal} />
          ) : (
            <ContentCard doc={doc} versionId={shownVersionId} onShowCurrent={() => setShownVersionId(undefined)} />
          )}
        </div>
        <div className="min-w-0">
          {!doc.disposal && <WorkflowActionsCard doc={doc} className="mb-6" />}
          <div className="mb-6 empty:hidden">
            <ConditionsCard documentId={doc.id} />
          </div>
          <div className="mb-6 empty:hidden">
            <DocumentTrainingCard doc={doc} role={role} />
          </div>
          <div className="mb-6 empty:hidden">
            <TrainingAudienceCard doc={doc} role={role} />
          </div>
          <DocumentInfoCard doc={doc} />
          <div className="mt-6 empty:hidden">
            <RepositorySourceCard doc={doc} role={role} />
          </div>
          <div className="mt-6 empty:hidden">
            <DocumentCopiesCard documentId={doc.id} role={role} />
          </div>
          <div className="mt-6 empty:hidden">
            <PeriodicReviewCard doc={doc} user={user} />
          </div>
        </div>
      </div>
      <VersionsCard
        doc={doc}
        canDownload={hasPermission(role, 'download-sops')}
        shownVersionId={shownVersionId}
        tools={versionControls.compareButton}
        rowAction={versionControls.rowAction}
        onShow={(versionId) => {
          setEditing(false);
          setShownVersionId(versionId === doc.currentVersion?.id ? undefined : versionId);
          globalThis.scrollTo({ top: 0 });
        }}
      />
      <SignaturesCard doc={doc} />
      <SopDetailsDialog
        mode={detailsOpen ? { kind: 'edit', documentId: doc.id } : null}
        onOpenChange={(open) => setDetailsOpen(open)}
      />
      <ReplaceFileDialog doc={doc} open={replaceOpen} onOpenChange={setReplaceOpen} />
      {versionControls.dialogs}
    </div>
  );
}
