import { Eye, FileUp, Pencil, Save, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail, Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { OpenViewerButton } from '@/lib/open-viewer';
import { cn } from '@/lib/utils';
import { LockedBadge, StatusBadge } from '@/components/status-badge';
import { AddToCartButton } from '@/components/add-to-cart/add-to-cart';
import { PrintButton } from '@/components/print-dialog/print-entry';
import { BackButton } from './back-button';
import { DownloadButton } from './download-button';

interface DocumentHeaderProps {
  doc: DocumentDetail;
  role: Role;
  editing: boolean;
  canToggleEdit: boolean;
  onToggleEdit: (editing: boolean) => void;
  onSave: () => void;
  saving: boolean;
  canDownload: boolean;
  canEditDetails: boolean;
  onEditDetails: () => void;
  onReplaceFile: () => void;
  /** The version the full-screen viewer opens: the one shown on the page, else the version in force. */
  viewVersionId: string | undefined;
}

/** Back, title, status, "Version {v} • {department}", Locked; then the page's actions. */
export function DocumentHeader(props: DocumentHeaderProps) {
  const { doc, role, editing, canToggleEdit, onToggleEdit, onSave, saving } = props;
  const { t } = useTranslation('documentView');
  return (
    <div className="space-y-3">
      <BackButton role={role} />
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-4">
        <div className="min-w-0 flex-[1_1_28rem] space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{doc.title}</h1>
            <StatusBadge status={doc.status} effectiveOn={doc.scheduledRelease?.effectiveDate} />
            {doc.isLocked && <LockedBadge />}
          </div>
          <p className="text-sm text-muted-foreground">
            <span className="font-mono">{doc.docNumber}</span>
            {' · '}
            {t('header.versionLine', { version: doc.version, department: doc.department.name })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {canToggleEdit && (
            <div role="group" aria-label={t('header.viewMode')} className="inline-flex rounded-md border bg-muted p-0.5">
              {(
                [
                  [true, t('header.edit'), Pencil],
                  [false, t('header.preview'), Eye],
                ] as const
              ).map(([mode, label, Icon]) => (
                <button
                  key={String(mode)}
                  type="button"
                  aria-pressed={editing === mode}
                  onClick={() => onToggleEdit(mode)}
                  className={cn(
                    'inline-flex h-8 items-center gap-1.5 rounded px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    editing === mode ? 'bg-card shadow-sm' : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </button>
              ))}
            </div>
          )}
          {editing && (
            <Button onClick={onSave} loading={saving} loadingText={t('header.saving')}>
              <Save aria-hidden="true" />
              {t('header.save')}
            </Button>
          )}
          {!editing && props.canEditDetails && (
            <>
              <Button variant="outline" onClick={props.onEditDetails}>
                <SlidersHorizontal aria-hidden="true" />
                {t('header.editDetails')}
              </Button>
              <Button variant="outline" onClick={props.onReplaceFile}>
                <FileUp aria-hidden="true" />
                {t('header.replaceFile')}
              </Button>
            </>
          )}
          {/* A disposed document's files are destroyed: nothing to add, print or view. */}
          {!editing && !doc.disposal && <AddToCartButton doc={doc} />}
          {!editing && !doc.disposal && <PrintButton doc={doc} role={role} />}
          {doc.hasFile && !doc.disposal && <OpenViewerButton role={role} documentId={doc.id} versionId={props.viewVersionId} />}
          {props.canDownload && <DownloadButton documentId={doc.id} />}
        </div>
      </div>
    </div>
  );
}
