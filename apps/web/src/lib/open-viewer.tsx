import { Link } from '@tanstack/react-router';
import { Maximize2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';

interface OpenViewerProps {
  role: Role;
  documentId: string;
  /** The version to open; the version in force when absent. */
  versionId?: string;
}

// Entry points only: the viewer itself is in the route's lazy chunk, so these import none of it.

/** "Open viewer" on the document page. */
export function OpenViewerButton({ role, documentId, versionId }: OpenViewerProps) {
  const { t } = useTranslation('viewer');
  return (
    <Button variant="outline" asChild>
      <Link to="/dashboard/$role/documents/$documentId/view" params={{ role, documentId }} search={versionId ? { version: versionId } : {}}>
        <Maximize2 aria-hidden="true" />
        {t('openViewer')}
      </Link>
    </Button>
  );
}

/** "Open viewer" in a document's row actions. */
export function OpenViewerMenuItem({ role, documentId }: OpenViewerProps) {
  const { t } = useTranslation('viewer');
  return (
    <DropdownMenuItem asChild>
      <Link to="/dashboard/$role/documents/$documentId/view" params={{ role, documentId }}>
        <Maximize2 aria-hidden="true" />
        {t('openViewer')}
      </Link>
    </DropdownMenuItem>
  );
}
