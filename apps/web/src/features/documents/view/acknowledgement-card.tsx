import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { toast } from 'sonner';
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
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-display';
import { acknowledgeDocument } from '../api';
import { documentKeys } from '../queries';
import { TitledCard } from './titled-card';

/** Read and understood: the version in force, acknowledged once by each reader (spec 01 §3 acknowledgments). */
export function AcknowledgementCard({ doc, role }: { doc: DocumentDetail; role: Role }) {
  const queryClient = useQueryClient();
  const acknowledge = useMutation({
    mutationFn: () => acknowledgeDocument(doc.id),
    onSuccess: async (updated) => {
      queryClient.setQueryData(documentKeys.detail(doc.id), updated);
      toast.success('Document Acknowledged', { description: `${updated.docNumber} ${updated.title}, version ${updated.acknowledgement?.versionLabel ?? ''}` });
      // Under "documents": the lists and the dashboard figures.
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: async (error) => {
      toast.error('Acknowledgement Failed', { description: error instanceof ApiError ? error.message : 'Please check your connection and try again.' });
      await queryClient.invalidateQueries({ queryKey: documentKeys.detail(doc.id) });
    },
  });

  const ack = doc.acknowledgement;
  if (!ack || !hasPermission(role, 'acknowledge-sops')) return null;
  const statement = `I have read and understood ${doc.docNumber} ${doc.title}, version ${ack.versionLabel}.`;
  return (
    <TitledCard title="Acknowledgement" description={`Version ${ack.versionLabel} in force`}>
      {ack.acknowledgedAt ? (
        <p className="flex items-center gap-2 text-sm">
          <CheckCircle2 className="size-4 text-green-600" aria-hidden="true" />
          Acknowledged on {formatDateTime(ack.acknowledgedAt)}
        </p>
      ) : (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button className="w-full" loading={acknowledge.isPending} loadingText="Acknowledging…">
              <CheckCircle2 aria-hidden="true" />
              Acknowledge
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Acknowledge Document</AlertDialogTitle>
              <AlertDialogDescription>{statement}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={() => acknowledge.mutate()}>Acknowledge</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      )}
    </TitledCard>
  );
}
