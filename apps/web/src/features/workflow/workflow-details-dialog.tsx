import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@attest/domain';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useWorkflowCaption, WorkflowDetailsContent } from './workflow-details';

interface WorkflowDetailsDialogProps {
  workflowId: string | null;
  onOpenChange: (open: boolean) => void;
  user: CurrentUser;
}

/** Workflow details over the Workflow Management list. */
export function WorkflowDetailsDialog({ workflowId, onOpenChange, user }: WorkflowDetailsDialogProps) {
  const { t } = useTranslation('workflow');
  const caption = useWorkflowCaption(workflowId);
  return (
    <Dialog open={workflowId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100svh-2rem)] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('details.title')}</DialogTitle>
          <DialogDescription>{caption}</DialogDescription>
        </DialogHeader>
        {workflowId && <WorkflowDetailsContent workflowId={workflowId} user={user} />}
      </DialogContent>
    </Dialog>
  );
}
