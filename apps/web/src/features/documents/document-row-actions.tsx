import { Link } from '@tanstack/react-router';
import { Archive, ClipboardCheck, Copy, Download, Eye, Lock, MoreHorizontal, Pencil, Printer, Unlock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentSummary, Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { AddToCartMenuItem } from '@/components/add-to-cart/add-to-cart';
import { OpenViewerMenuItem } from '@/lib/open-viewer';
import { documentFileUrl } from '@/lib/api/documents/api';
import { documentActions } from './document-actions';

export interface RowActionHandlers {
  onEdit: (doc: DocumentSummary) => void;
  onDuplicate: (doc: DocumentSummary) => void;
  onLock: (doc: DocumentSummary, locked: boolean) => void;
  onDelete: (doc: DocumentSummary) => void;
  onPrint: (doc: DocumentSummary) => void;
}

/** The row's actions in one keyboard-operable menu; only what this role may do with this document is listed. */
export function DocumentRowActions({ doc, role, handlers }: { doc: DocumentSummary; role: Role; handlers: RowActionHandlers }) {
  const { t } = useTranslation('documents');
  const actions = documentActions(role, doc);
  const params = { role, documentId: doc.id };
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('rowActions.menu', { title: doc.title })}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.open === 'review' ? (
          <DropdownMenuItem asChild>
            <Link to="/dashboard/$role/documents/$documentId/review" params={params}>
              <ClipboardCheck aria-hidden="true" />
              {t('rowActions.review')}
            </Link>
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem asChild>
            <Link to="/dashboard/$role/documents/$documentId" params={params}>
              <Eye aria-hidden="true" />
              {t('rowActions.view')}
            </Link>
          </DropdownMenuItem>
        )}
        {doc.hasFile && <OpenViewerMenuItem role={role} documentId={doc.id} />}
        {actions.edit && (
          <DropdownMenuItem onSelect={() => handlers.onEdit(doc)}>
            <Pencil aria-hidden="true" />
            {t('rowActions.edit')}
          </DropdownMenuItem>
        )}
        {actions.download && (
          <DropdownMenuItem asChild>
            <a href={documentFileUrl(doc.id)} download>
              <Download aria-hidden="true" />
              {t('rowActions.download')}
            </a>
          </DropdownMenuItem>
        )}
        {actions.print && (
          <DropdownMenuItem onSelect={() => handlers.onPrint(doc)}>
            <Printer aria-hidden="true" />
            {t('rowActions.print')}
          </DropdownMenuItem>
        )}
        <AddToCartMenuItem doc={doc} />
        {actions.duplicate && (
          <DropdownMenuItem onSelect={() => handlers.onDuplicate(doc)}>
            <Copy aria-hidden="true" />
            {t('rowActions.duplicate')}
          </DropdownMenuItem>
        )}
        {actions.lock && (
          <DropdownMenuItem onSelect={() => handlers.onLock(doc, actions.lock === 'lock')}>
            {actions.lock === 'lock' ? <Lock aria-hidden="true" /> : <Unlock aria-hidden="true" />}
            {actions.lock === 'lock' ? t('rowActions.lock') : t('rowActions.unlock')}
          </DropdownMenuItem>
        )}
        {actions.delete && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => handlers.onDelete(doc)}
              className="text-destructive focus:text-destructive [&_svg]:text-destructive"
            >
              <Archive aria-hidden="true" />
              {t('rowActions.delete')}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
