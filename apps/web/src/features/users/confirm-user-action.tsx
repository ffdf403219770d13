import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

export interface PendingConfirmation {
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/** Asks before a change that ends someone's sessions (deactivate, reset password, bulk status). */
export function ConfirmUserAction({ pending, onClose }: { pending: PendingConfirmation | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        {pending && (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>{pending.title}</AlertDialogTitle>
              <AlertDialogDescription>{pending.description}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('shared.cancel')}</AlertDialogCancel>
              <AlertDialogAction
                onClick={() => {
                  pending.onConfirm();
                  onClose();
                }}
              >
                {pending.confirmLabel}
              </AlertDialogAction>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
