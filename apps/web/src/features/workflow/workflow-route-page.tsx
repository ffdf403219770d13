import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/auth/session';
import { moduleLabel } from '@/i18n/labels';
import { WorkflowDetailsDialog } from './workflow-details-dialog';

const routeApi = getRouteApi('/dashboard/$role/workflows/$workflowId');

/** /dashboard/$role/workflows/$workflowId (search result links, spec 02 §2): the workflow's details; closing returns to the list. */
export function WorkflowRoutePage() {
  const { t } = useTranslation('workflow');
  const { data: session } = useSession();
  const { role, workflowId } = routeApi.useParams();
  const navigate = useNavigate();
  if (!session) return null;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{moduleLabel('workflows')}</h1>
      <Link to="/dashboard/$role/workflows" params={{ role }} className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('page.allWorkflows')}
      </Link>
      <WorkflowDetailsDialog
        workflowId={workflowId}
        user={session.user}
        onOpenChange={(open) => {
          if (!open) void navigate({ to: '/dashboard/$role/workflows', params: { role } });
        }}
      />
    </div>
  );
}
