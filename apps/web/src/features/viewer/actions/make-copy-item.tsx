import { useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { DocumentDetail, Role } from '@attest/domain';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useDuplicateDocument } from '@/lib/api/documents/queries';
import { i18n } from '@/i18n';
import { errorText } from '@/i18n/error-text';

/** Make a Copy in the Actions menu: it only opens the confirmation (the menu closes, so it cannot own the request). */
export function MakeCopyItem({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('viewer');
  return (
    <DropdownMenuItem onSelect={onOpen}>
      <Copy aria-hidden="true" />
      {t('actions.makeCopy')}
    </DropdownMenuItem>
  );
}

interface MakeCopyDialogProps {
  doc: Pick<DocumentDetail, 'id' | 'docNumber' | 'title'>;
  role: Role;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Confirms Make a Copy, makes one new draft (the server's duplicate), then opens its page with a toast. */
export function MakeCopyDialog({ doc, role, open, onOpenChange }: MakeCopyDialogProps) {
  const { t } = useTranslation('viewer');
  const duplicate = useDuplicateDocument();
  const navigate = useNavigate();
  // isPending shows only after a render: a double click would otherwise send two requests and make two drafts.
  const started = useRef(false);
  const confirm = () => {
    if (started.current) return;
    started.current = true;
    duplicate.mutate(doc.id, {
      onSuccess: (created) => {
        toast.success(t('actions.copied'), { description: t('actions.copiedDescription', { docNumber: created.docNumber, title: created.title }) });
        onOpenChange(false);
        void navigate({ to: '/dashboard/$role/documents/$documentId', params: { role, documentId: created.id } });
      },
      onError: (error) => {
        started.current = false;
        toast.error(t('actions.copyDocumentFailed'), { description: errorText(error, i18n.t('common:connectionProblem')) });
      },
    });
  };
  const pending = duplicate.isPending;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('actions.makeCopyTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('actions.makeCopyDescription', { docNumber: doc.docNumber, title: doc.title })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('actions.makeCopyCancel')}</AlertDialogCancel>
          <Button onClick={confirm} loading={pending} loadingText={t('actions.makeCopyPending')}>
            {t('actions.makeCopyConfirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
