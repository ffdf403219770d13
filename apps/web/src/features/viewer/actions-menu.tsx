import { useState } from 'react';
import { ChevronDown, EllipsisVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hasPermission, type DocumentDetail, type DocumentVersionSummary, type Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { CompactLabel } from '@/components/ui/compact-label';
import { DropdownMenu, DropdownMenuContent, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { AddToCartMenuItem } from '@/components/add-to-cart/add-to-cart';
import { PrintDialog } from '@/components/print-dialog/print-dialog';
import { PrintMenuItem, canPrint } from '@/components/print-dialog/print-entry';
import { CopyLinkItem } from './actions/copy-link-item';
import { DownloadRenditionItem, DownloadSourceItem } from './actions/download-items';
import { DownloadNotesItems } from './actions/download-notes-items';
import { MakeCopyDialog, MakeCopyItem } from './actions/make-copy-item';
import { TranslationsReportItems, WhereUsedItem, WorkflowHistoryItem } from './actions/report-items';
import { SendLinkItem } from './actions/send-link-item';
import { viewerActions, viewerLink } from './actions/viewer-actions';
import { WhereUsedDialog } from './actions/where-used-dialog';

interface ActionsMenuProps {
  doc: DocumentDetail;
  version: DocumentVersionSummary | null;
  role: Role;
}

/** The viewer header's Actions menu (spec 02 §2): each item is its own component in ./actions, shown only when allowed. */
export function ActionsMenu({ doc, version, role }: ActionsMenuProps) {
  const { t } = useTranslation('viewer');
  const allowed = viewerActions(role, version);
  const link = viewerLink(window.location.origin, role, doc, version?.id);
  const [whereUsedOpen, setWhereUsedOpen] = useState(false);
  const [printOpen, setPrintOpen] = useState(false);
  const [copyOpen, setCopyOpen] = useState(false);
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <EllipsisVertical className="sm:hidden" aria-hidden="true" />
            <CompactLabel>{t('actions.menu')}</CompactLabel>
            <ChevronDown className="max-sm:hidden" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <TranslationsReportItems documentId={doc.id} />
          <AddToCartMenuItem doc={doc} />
          {canPrint(role, doc) && <PrintMenuItem onSelect={() => setPrintOpen(true)} />}
          <SendLinkItem docNumber={doc.docNumber} title={doc.title} link={link} />
          <CopyLinkItem link={link} />
          {version && allowed.downloadNotes && (
            <>
              <DropdownMenuSeparator />
              <DownloadNotesItems documentId={doc.id} versionId={version.id} />
            </>
          )}
          {allowed.makeCopy && <MakeCopyItem onOpen={() => setCopyOpen(true)} />}
          {version && (allowed.downloadSource || allowed.downloadRendition) && <DropdownMenuSeparator />}
          {version && allowed.downloadSource && <DownloadSourceItem documentId={doc.id} versionId={version.id} />}
          {version && allowed.downloadRendition && <DownloadRenditionItem documentId={doc.id} versionId={version.id} />}
          <DropdownMenuSeparator />
          {hasPermission(role, 'review-history') && <WorkflowHistoryItem documentId={doc.id} />}
          <WhereUsedItem onOpen={() => setWhereUsedOpen(true)} />
        </DropdownMenuContent>
      </DropdownMenu>
      <WhereUsedDialog
        documentId={doc.id}
        docNumber={doc.docNumber}
        role={role}
        open={whereUsedOpen}
        onOpenChange={setWhereUsedOpen}
      />
      <PrintDialog documentId={printOpen ? doc.id : null} role={role} onOpenChange={setPrintOpen} />
      {allowed.makeCopy && <MakeCopyDialog doc={doc} role={role} open={copyOpen} onOpenChange={setCopyOpen} />}
    </>
  );
}
