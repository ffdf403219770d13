import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { useSession } from '@/lib/session';
import { useWorkflowCaption, WorkflowDetailsContent } from './workflow-details';

const routeApi = getRouteApi('/dashboard/$role/workflows/$workflowId');

/** /dashboard/$role/workflows/$workflowId (search result links, spec 02 §2): the workflow's details as a page of its own. */
export function WorkflowRoutePage() {
  const { t } = useTranslation('workflow');
  const { data: session } = useSession();
  const { role, workflowId } = routeApi.useParams();
  const caption = useWorkflowCaption(workflowId);
  if (!session) return null;
  return (
    <div className="space-y-4">
      <Link to="/dashboard/$role/workflows" params={{ role }} className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('page.allWorkflows')}
      </Link>
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('details.title')}</h1>
        <p className="text-muted-foreground">{caption}</p>
      </div>
      <Card>
        <CardContent className="pt-6">
          <WorkflowDetailsContent workflowId={workflowId} user={session.user} />
        </CardContent>
      </Card>
    </div>
  );
}
