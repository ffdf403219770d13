import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { hasPermission, type DocumentDetail, type Role } from '@attest/domain';
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
import { errorText } from '@/i18n/error-text';
import { formatDateTime } from '@/lib/date-display';
import { acknowledgeDocument } from '@/lib/api/documents/api';
import { documentKeys } from '@/lib/api/documents/queries';
import { TitledCard } from '@/components/titled-card';

/** Read and understood: the version in force, acknowledged once by each reader (spec 01 §3 acknowledgments). */
export function AcknowledgementCard({ doc, role }: { doc: DocumentDetail; role: Role }) {
  const { t } = useTranslation('documentView');
  const queryClient = useQueryClient();
  const acknowledge = useMutation({
    mutationFn: () => acknowledgeDocument(doc.id),
    onSuccess: async (updated) => {
      queryClient.setQueryData(documentKeys.detail(doc.id), updated);
      toast.success(t('acknowledgement.toasts.acknowledged.title'), {
        description: t('acknowledgement.toasts.acknowledged.description', {
          docNumber: updated.docNumber,
          title: updated.title,
          version: updated.acknowledgement?.versionLabel ?? '',
        }),
      });
      // Under "documents": the lists and the dashboard figures.
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: async (error) => {
      toast.error(t('acknowledgement.toasts.failed.title'), {
        description: errorText(error, t('acknowledgement.toasts.failed.description')),
      });
      await queryClient.invalidateQueries({ queryKey: documentKeys.detail(doc.id) });
    },
  });

  const ack = doc.acknowledgement;
  if (!ack || !hasPermission(role, 'acknowledge-sops')) return null;
  const statement = t('acknowledgement.statement', { docNumber: doc.docNumber, title: doc.title, version: ack.versionLabel });
  return (
    <TitledCard title={t('acknowledgement.title')} description={t('acknowledgement.inForce', { version: ack.versionLabel })}>
      {ack.acknowledgedAt ? (
        <p className="flex items-center gap-2 text-sm">
          <CheckCircle2 className="size-4 text-green-600" aria-hidden="true" />
          {t('acknowledgement.acknowledgedOn', { date: formatDateTime(ack.acknowledgedAt) })}
        </p>
      ) : (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button className="w-full" loading={acknowledge.isPending} loadingText={t('acknowledgement.acknowledging')}>
              <CheckCircle2 aria-hidden="true" />
              {t('acknowledgement.acknowledge')}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t('acknowledgement.dialogTitle')}</AlertDialogTitle>
              <AlertDialogDescription>{statement}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('acknowledgement.cancel')}</AlertDialogCancel>
              <AlertDialogAction onClick={() => acknowledge.mutate()}>{t('acknowledgement.acknowledge')}</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      )}
    </TitledCard>
  );
}
