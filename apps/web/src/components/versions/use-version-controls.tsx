import { useState, type ReactNode } from 'react';
import { GitCompareArrows, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hasPermission, type DocumentDetail, type DocumentVersionSummary, type Role } from '@attest/domain';
import { versionLabel } from '@/i18n/labels';
import { Button } from '@/components/ui/button';
import { CompareDialog, comparableVersions } from './compare-dialog';
import { RevertDialog } from './revert-dialog';

/**
 * Compare and Revert for a document's versions: a Compare button, a per-row "Revert to this version" (earlier
 * versions with a file, manage-versions only), and their dialogs.
 */
export function useVersionControls(doc: DocumentDetail, role: Role) {
  const { t } = useTranslation('versions');
  const [compareOpen, setCompareOpen] = useState(false);
  const [reverting, setReverting] = useState<DocumentVersionSummary | null>(null);
  const canCompare = comparableVersions(doc).length >= 2;
  const canRevert = hasPermission(role, 'manage-versions');
  const current = doc.currentVersion;

  const compareButton: ReactNode = canCompare ? (
    <Button variant="outline" size="sm" onClick={() => setCompareOpen(true)}>
      <GitCompareArrows aria-hidden="true" />
      {t('controls.compare')}
    </Button>
  ) : null;

  const rowAction = (version: DocumentVersionSummary): ReactNode =>
    canRevert && version.fileName && current && version.id !== current.id && version.revision < current.revision ? (
      <Button variant="ghost" size="sm" onClick={() => setReverting(version)} aria-label={t('controls.revertLabel', { label: versionLabel(doc.documentType, version.label, version.status) })}>
        <RotateCcw aria-hidden="true" />
        {/* On a phone the pinned actions column keeps to icons, leaving the row's version in view. */}
        <span className="hidden sm:inline">{t('controls.revertRow')}</span>
      </Button>
    ) : null;

  const dialogs = (
    <>
      <CompareDialog doc={doc} open={compareOpen} onOpenChange={setCompareOpen} />
      <RevertDialog doc={doc} version={reverting} onOpenChange={(open) => !open && setReverting(null)} />
    </>
  );
  return { compareButton, rowAction, dialogs, openCompare: () => setCompareOpen(true), canCompare, canRevert };
}
