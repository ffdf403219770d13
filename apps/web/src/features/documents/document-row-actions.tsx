import { Link } from '@tanstack/react-router';
import { ClipboardCheck, Copy, Download, Eye, Lock, MoreHorizontal, Pencil, Trash2, Unlock } from 'lucide-react';
import type { DocumentSummary, Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { documentFileUrl } from './api';
import { documentActions } from './document-actions';

export interface RowActionHandlers {
  onEdit: (doc: DocumentSummary) => void;
  onDuplicate: (doc: DocumentSummary) => void;
  onLock: (doc: DocumentSummary, locked: boolean) => void;
  onDelete: (doc: DocumentSummary) => void;
}

/** The row's actions in one keyboard-operable menu; only what this role may do with this document is listed. */
export function DocumentRowActions({ doc, role, handlers }: { doc: DocumentSummary; role: Role; handlers: RowActionHandlers }) {
  const actions = documentActions(role, doc);
  const params = { role, documentId: doc.id };
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${doc.title}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.open === 'review' ? (
          <DropdownMenuItem asChild>
            <Link to="/dashboard/$role/documents/$documentId/review" params={params}>
              <ClipboardCheck aria-hidden="true" />
              Review
            </Link>
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem asChild>
            <Link to="/dashboard/$role/documents/$documentId" params={params}>
              <Eye aria-hidden="true" />
              View
            </Link>
          </DropdownMenuItem>
        )}
        {actions.edit && (
          <DropdownMenuItem onSelect={() => handlers.onEdit(doc)}>
            <Pencil aria-hidden="true" />
            Edit
          </DropdownMenuItem>
        )}
        {actions.download && (
          <DropdownMenuItem asChild>
            <a href={documentFileUrl(doc.id)} download>
              <Download aria-hidden="true" />
              Download
            </a>
          </DropdownMenuItem>
        )}
        {actions.duplicate && (
          <DropdownMenuItem onSelect={() => handlers.onDuplicate(doc)}>
            <Copy aria-hidden="true" />
            Duplicate
          </DropdownMenuItem>
        )}
        {actions.lock && (
          <DropdownMenuItem onSelect={() => handlers.onLock(doc, actions.lock === 'lock')}>
            {actions.lock === 'lock' ? <Lock aria-hidden="true" /> : <Unlock aria-hidden="true" />}
            {actions.lock === 'lock' ? 'Lock' : 'Unlock'}
          </DropdownMenuItem>
        )}
        {actions.delete && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => handlers.onDelete(doc)}
              className="text-destructive focus:text-destructive [&_svg]:text-destructive"
            >
              <Trash2 aria-hidden="true" />
              Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
