import type { RefObject } from 'react';
import { ArrowLeft, Info, PanelLeft, Workflow } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail, DocumentVersionSummary, Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { CompactLabel } from '@/components/ui/compact-label';
import { StatusBadge } from '@/components/status-badge';
import { NotesToggle } from '@/features/viewer/notes/notes-toggle';
import { useDocumentWorkflows } from '@/lib/api/workflow/queries';
import { ActionsMenu } from './actions-menu';

interface ViewerHeaderProps {
  doc: DocumentDetail;
  version: DocumentVersionSummary | null;
  role: Role;
  onBack: () => void;
  sideOpen: boolean;
  onToggleSide: () => void;
  infoOpen: boolean;
  infoToggleRef: RefObject<HTMLButtonElement | null>;
  onToggleInfo: () => void;
  notesToggleRef: RefObject<HTMLButtonElement | null>;
}

/** Back, title with version and status, the active-workflow note, and the panel toggles (spec 02 §2). */
export function ViewerHeader({ doc, version, role, onBack, sideOpen, onToggleSide, infoOpen, infoToggleRef, onToggleInfo, notesToggleRef }: ViewerHeaderProps) {
  const { t } = useTranslation('viewer');
  const workflows = useDocumentWorkflows(doc.id);
  const inWorkflow = workflows.data?.some((workflow) => workflow.status === 'active') ?? false;
  return (
    // On a phone the buttons show their icons only (their names stay for screen readers): one row, the pages keep the screen.
    <header className="flex items-center gap-x-1.5 border-b bg-card px-2 py-2 sm:flex-wrap sm:gap-x-3 sm:gap-y-2 sm:px-3">
      <Button variant="ghost" size="sm" onClick={onBack} aria-keyshortcuts="Escape" className="px-2 sm:px-3">
        <ArrowLeft aria-hidden="true" />
        <CompactLabel>{t('header.back')}</CompactLabel>
      </Button>
      <Button
        variant={sideOpen ? 'secondary' : 'ghost'}
        size="icon"
        onClick={onToggleSide}
        aria-pressed={sideOpen}
        // No aria-controls: the side panel exists only once a PDF is shown, and a reference to an absent element is invalid.
        aria-label={t('header.sidePanel')}
        title={t('header.sidePanel')}
      >
        <PanelLeft aria-hidden="true" />
      </Button>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2">
          <h1 className="max-w-full basis-full truncate text-base font-semibold sm:basis-auto sm:text-lg" title={doc.title}>
            {doc.title}
          </h1>
          {/* Number, version and status stay on one line under the title on a phone; the number gives way first. */}
          <div className="flex min-w-0 items-center gap-2">
            <span className="min-w-0 truncate text-xs text-muted-foreground sm:text-sm">
              <span className="font-mono">{doc.docNumber}</span>
              {version && <> · {t('header.versionLine', { version: version.label })}</>}
            </span>
            <StatusBadge status={version?.status ?? doc.status} />
          </div>
        </div>
        {inWorkflow && (
          <p className="flex items-center gap-1.5 text-xs text-amber-700 dark:text-amber-300">
            <Workflow className="size-3.5" aria-hidden="true" />
            {t('header.activeWorkflow')}
          </p>
        )}
      </div>
      <NotesToggle toggleRef={notesToggleRef} />
      <Button ref={infoToggleRef} variant={infoOpen ? 'secondary' : 'outline'} size="sm" onClick={onToggleInfo} aria-pressed={infoOpen} aria-controls={infoOpen ? 'viewer-info-panel' : undefined /* named only while shown */}>
        <Info aria-hidden="true" />
        <CompactLabel>{t('header.information')}</CompactLabel>
      </Button>
      <ActionsMenu doc={doc} version={version} role={role} />
    </header>
  );
}
