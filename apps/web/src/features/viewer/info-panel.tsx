import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail, DocumentVersionSummary, Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { StageBar } from '@/components/stage-bar/stage-bar';
import { InfoDetails } from './info-details';
import { InfoGeneral } from './info-general';

interface InfoPanelProps {
  doc: DocumentDetail;
  role: Role;
  version: DocumentVersionSummary | null;
  onClose: () => void;
}

/** Right panel (spec 02 §2): the workflow progress bar, then General and Details tabs. */
export function InfoPanel({ doc, role, version, onClose }: InfoPanelProps) {
  const { t } = useTranslation('viewer');
  const title = useRef<HTMLHeadingElement>(null);
  // Opening moves the reader into the panel; Escape inside it closes the panel, not the viewer.
  useEffect(() => title.current?.focus(), []);
  return (
    <aside
      id="viewer-info-panel"
      aria-labelledby="viewer-info-title"
      className="flex w-96 max-w-[85vw] shrink-0 flex-col border-l bg-card"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className="flex items-center justify-between border-b px-4 py-2">
        <h2 ref={title} id="viewer-info-title" tabIndex={-1} className="font-semibold outline-none">
          {t('info.title')}
        </h2>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={t('info.close')}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4">
        <StageBar doc={doc} />
        <Tabs defaultValue="general">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="general">{t('info.general')}</TabsTrigger>
            <TabsTrigger value="details">{t('info.details')}</TabsTrigger>
          </TabsList>
          <TabsContent value="general">
            <InfoGeneral doc={doc} version={version} />
          </TabsContent>
          <TabsContent value="details">
            <InfoDetails doc={doc} role={role} shownVersionId={version?.id} />
          </TabsContent>
        </Tabs>
      </div>
    </aside>
  );
}
