import { Trash2 } from 'lucide-react';
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
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

/** Delete, asked once more: a deleted note is gone from the version (the audit trail keeps its text). */
export function DeleteNoteButton({ number, onConfirm }: { number: number; onConfirm: () => void }) {
  const { t } = useTranslation('viewer');
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" aria-label={t('notes.deleteLabel', { number })}>
          <Trash2 aria-hidden="true" />
          {t('notes.delete')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('notes.deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('notes.deleteText')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('notes.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{t('notes.delete')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
