import { useCallback, useRef, useState } from 'react';
import type { DocumentDetail, Role } from '@attest/domain';
import { NotesPanel } from '@/features/viewer/notes/notes-panel';
import { NotesUiProvider, useNotesUiState } from '@/components/notes/notes-ui';
import { useMediaQuery } from '@/lib/use-media-query';
import { InfoPanel } from './info-panel';
import { useLeaveViewer } from './use-leave-viewer';
import { useViewerShortcuts } from './use-viewer-shortcuts';
import { ViewerContent } from './viewer-content';
import { ViewerHeader } from './viewer-header';

/** One right panel at a time: the pages keep their width. */
type RightPanel = 'info' | 'notes' | null;

/** The full-screen frame: header, the version's pages (or why there are none), the Information or Notes panel. */
export function DocumentViewer({ doc, role, versionId }: { doc: DocumentDetail; role: Role; versionId: string | undefined }) {
  const leave = useLeaveViewer(role, doc.id);
  // On a phone the pages need the whole width: thumbnails and bookmarks start closed there.
  const wide = useMediaQuery('(min-width: 1024px)');
  const [sideOpen, setSideOpen] = useState(wide);
  const [panel, setPanel] = useState<RightPanel>(null);
  const infoToggle = useRef<HTMLButtonElement>(null);
  const notesToggle = useRef<HTMLButtonElement>(null);
  const closePanel = (toggle: typeof infoToggle) => {
    setPanel(null);
    toggle.current?.focus();
  };
  const setNotesOpen = useCallback((open: boolean) => setPanel((current) => (open ? 'notes' : current === 'notes' ? null : current)), []);
  useViewerShortcuts({ close: leave });
  const version = doc.versions.find((candidate) => candidate.id === versionId) ?? null;
  const notesUi = useNotesUiState(doc.id, version?.id, panel === 'notes', setNotesOpen);

  return (
    <NotesUiProvider value={notesUi}>
      <div className="fixed inset-0 z-40 flex flex-col bg-background">
        <ViewerHeader
          doc={doc}
          version={version}
          role={role}
          onBack={leave}
          sideOpen={sideOpen}
          onToggleSide={() => setSideOpen((open) => !open)}
          infoOpen={panel === 'info'}
          infoToggleRef={infoToggle}
          onToggleInfo={() => setPanel((current) => (current === 'info' ? null : 'info'))}
          notesToggleRef={notesToggle}
        />
        <div className="flex min-h-0 flex-1">
          <main className="flex min-w-0 flex-1 flex-col">
            <ViewerContent doc={doc} version={version} role={role} sideOpen={sideOpen} />
          </main>
          {panel === 'info' && <InfoPanel doc={doc} role={role} version={version} onClose={() => closePanel(infoToggle)} />}
          {panel === 'notes' && <NotesPanel onClose={() => closePanel(notesToggle)} />}
        </div>
      </div>
    </NotesUiProvider>
  );
}
