import { useRef, useState } from 'react';
import type { DocumentDetail, Role } from '@attest/domain';
import { useMediaQuery } from '@/lib/use-media-query';
import { InfoPanel } from './info-panel';
import { useLeaveViewer } from './use-leave-viewer';
import { useViewerShortcuts } from './use-viewer-shortcuts';
import { ViewerContent } from './viewer-content';
import { ViewerHeader } from './viewer-header';

/** The full-screen frame: header, the version's pages (or why there are none), the Information panel. */
export function DocumentViewer({ doc, role, versionId }: { doc: DocumentDetail; role: Role; versionId: string | undefined }) {
  const leave = useLeaveViewer(role, doc.id);
  // On a phone the pages need the whole width: thumbnails and bookmarks start closed there.
  const wide = useMediaQuery('(min-width: 1024px)');
  const [sideOpen, setSideOpen] = useState(wide);
  const [infoOpen, setInfoOpen] = useState(false);
  const infoToggle = useRef<HTMLButtonElement>(null);
  const closeInfo = () => {
    setInfoOpen(false);
    infoToggle.current?.focus();
  };
  useViewerShortcuts({ close: leave });
  const version = doc.versions.find((candidate) => candidate.id === versionId) ?? null;

  return (
    <div className="fixed inset-0 z-40 flex flex-col bg-background">
      <ViewerHeader
        doc={doc}
        version={version}
        role={role}
        onBack={leave}
        sideOpen={sideOpen}
        onToggleSide={() => setSideOpen((open) => !open)}
        infoOpen={infoOpen}
        infoToggleRef={infoToggle}
        onToggleInfo={() => setInfoOpen((open) => !open)}
      />
      <div className="flex min-h-0 flex-1">
        <main className="flex min-w-0 flex-1 flex-col">
          <ViewerContent doc={doc} version={version} role={role} sideOpen={sideOpen} />
        </main>
        {infoOpen && <InfoPanel doc={doc} role={role} version={version} onClose={closeInfo} />}
      </div>
    </div>
  );
}
