import { useState } from 'react';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hasPermission, type DocumentDetail, type Role } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { PrintDialog, printableVersion } from './print-dialog';

/** Whether this role may print this document now: a file, a version in force (or approved), print-sops. */
export const canPrint = (role: Role, doc: DocumentDetail) => doc.hasFile && printableVersion(doc) !== null && hasPermission(role, 'print-sops');

/** The document page's Print button with its dialog. */
export function PrintButton({ doc, role }: { doc: DocumentDetail; role: Role }) {
  const { t } = useTranslation('copies');
  const [open, setOpen] = useState(false);
  if (!canPrint(role, doc)) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Printer aria-hidden="true" />
        {t('print.action')}
      </Button>
      <PrintDialog documentId={open ? doc.id : null} role={role} onOpenChange={setOpen} />
    </>
  );
}

/** Print in a menu (the viewer's Actions); the menu's owner holds the dialog, which outlives the closed menu. */
export function PrintMenuItem({ onSelect }: { onSelect: () => void }) {
  const { t } = useTranslation('copies');
  return (
    <DropdownMenuItem onSelect={onSelect}>
      <Printer aria-hidden="true" />
      {t('print.action')}
    </DropdownMenuItem>
  );
}
