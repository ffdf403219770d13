import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, CircleDot, MessageSquare, OctagonX, Play, Send, XCircle } from 'lucide-react';
import { toast } from '@/lib/toast';
import { hasPermission, type CurrentUser, type WorkflowDetail } from '@attest/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { formatDate, formatDateTime } from '@/lib/format';
import { PriorityLabel, StatusBadge } from '@/components/status-badge';
import { errorText } from '@/i18n/error-text';
import { i18n } from '@/i18n';
import { roleLabel } from '@/i18n/labels';
import { useAddComment, useWorkflow } from '@/lib/api/workflow/queries';
import { WorkflowStateBadge, commentActionLabel, participantRole, stepLabel, stepOf, workflowState } from './workflow-labels';

/** The workflow's details (spec 02 §2): Overview, Comments (with Add Comment) and Timeline, as they load. */
export function WorkflowDetailsContent({ workflowId, user }: { workflowId: string; user: CurrentUser }) {
  const { t } = useTranslation('workflow');
  const workflow = useWorkflow(workflowId);
  if (workflow.isPending) {
    return (
      <div className="grid gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (workflow.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorText(workflow.error, t('details.loadFailed'))}
      </p>
    );
  }
  return (
    <Tabs defaultValue="overview">
      <TabsList>
        <TabsTrigger value="overview">{t('details.tabs.overview')}</TabsTrigger>
        <TabsTrigger value="comments">{t('details.tabs.comments', { count: workflow.data.comments.length })}</TabsTrigger>
        <TabsTrigger value="timeline">{t('details.tabs.timeline')}</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <Overview workflow={workflow.data} user={user} />
      </TabsContent>
      <TabsContent value="comments">
        <Comments workflow={workflow.data} user={user} />
      </TabsContent>
      <TabsContent value="timeline">
        <Timeline workflow={workflow.data} />
      </TabsContent>
    </Tabs>
  );
}

/** The line naming the workflow's document ('SOP-QA-001 · Title'), or that it is loading. */
export function useWorkflowCaption(workflowId: string | null): string {
  const { t } = useTranslation('workflow');
  const workflow = useWorkflow(workflowId);
  if (workflow.data) return `${workflow.data.document.docNumber} · ${workflow.data.document.title}`;
  return workflow.isError ? '' : t('details.loading');
}

function Overview({ workflow, user }: { workflow: WorkflowDetail; user: CurrentUser }) {
  const { t } = useTranslation('workflow');
  const rows: [string, ReactNode][] = [
    [
      t('details.overview.document'),
      <Link
        key="doc"
        to="/dashboard/$role/documents/$documentId"
        params={{ role: user.role, documentId: workflow.document.id }}
        className="font-medium text-primary hover:underline"
      >
        {workflow.document.title}
      </Link>,
    ],
    [t('details.overview.version'), workflow.document.version],
    [t('details.overview.documentStatus'), <StatusBadge key="status" status={workflow.document.status} />],
    [t('details.overview.workflow'), <WorkflowStateBadge key="state" state={workflowState(workflow)} />],
    [t('details.overview.currentStep'), stepLabel(stepOf(workflow))],
    [t('details.overview.priority'), <PriorityLabel key="priority" priority={workflow.priority} />],
    [t('details.overview.submitted'), t('details.overview.submittedBy', { date: formatDateTime(workflow.submittedAt), name: workflow.initiatedBy.name })],
    [t('details.overview.dueDate'), formatDate(workflow.dueDate)],
  ];
  if (workflow.completedAt) rows.push([t(`details.overview.ended.${workflow.status}`), formatDateTime(workflow.completedAt)]);
  if (workflow.abortReason) rows.push([t('details.overview.abortReason'), workflow.abortReason]);

  return (
    <div className="grid gap-5">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{t('details.assignments.title')}</h3>
        <Table aria-label={t('details.assignments.title')} className="rounded-md border">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{t('details.assignments.name')}</TableHead>
              <TableHead>{t('details.assignments.role')}</TableHead>
              <TableHead>{t('details.assignments.status')}</TableHead>
              <TableHead>{t('details.assignments.decision')}</TableHead>
              <TableHead>{t('details.assignments.comments')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {workflow.assignments.map((assignment) => (
              <TableRow key={assignment.id}>
                <TableCell className="font-medium">{assignment.user.name}</TableCell>
                <TableCell>{roleLabel(assignment.type)}</TableCell>
                <TableCell>
                  {assignment.status === 'completed' ? (
                    <span className="text-xs">{t('details.assignments.completedAt', { date: formatDateTime(assignment.completedAt) })}</span>
                  ) : workflow.status === 'active' ? (
                    <Badge variant="outline">{t('details.assignments.pending')}</Badge>
                  ) : (
                    // The workflow ended (aborted or rejected) before this person acted.
                    <span className="text-xs text-muted-foreground">{t('details.assignments.notCompleted')}</span>
                  )}
                </TableCell>
                <TableCell>
                  {assignment.decision === 'approved' && (
                    <Badge variant="green">{t(assignment.conditions.length ? 'details.assignments.approvedWithConditions' : 'details.assignments.approved')}</Badge>
                  )}
                  {assignment.conditions.length > 0 && (
                    <ol aria-label={t('approveChoice.conditionsLabel')} className="mt-1 list-decimal pl-4 text-xs">
                      {assignment.conditions.map((condition, index) => (
                        <li key={index}>{condition}</li>
                      ))}
                    </ol>
                  )}
                  {assignment.decision === 'rejected' && <Badge variant="red">{t('details.assignments.rejected')}</Badge>}
                  {!assignment.decision && <span className="text-muted-foreground">—</span>}
                </TableCell>
                <TableCell className="max-w-56 text-muted-foreground">{assignment.comments ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}

function Comments({ workflow, user }: { workflow: WorkflowDetail; user: CurrentUser }) {
  const { t } = useTranslation('workflow');
  const [text, setText] = useState('');
  const add = useAddComment(workflow.id);
  const canComment = hasPermission(user.role, 'workflow-comments') && workflow.status === 'active';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        toast.success(t('details.comments.addedTitle'), { description: t('details.comments.addedDescription') });
      },
      onError: (error) => toast.error(t('common.error'), { description: errorText(error, t('details.comments.addFailed')) }),
    });
  };

  return (
    <div className="grid gap-4">
      {workflow.comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('details.comments.none')}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t('details.comments.listLabel')}>
          {workflow.comments.map((comment) => (
            <li key={comment.id} className="rounded-lg border p-3">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
                <span className="font-semibold">{comment.user.name}</span>
                <span className="inline-block text-muted-foreground first-letter:uppercase">{participantRole(comment.role)}</span>
                <Badge variant="secondary">{commentActionLabel(comment.action)}</Badge>
                <time dateTime={comment.createdAt} className="ml-auto text-muted-foreground">
                  {formatDateTime(comment.createdAt)}
                </time>
              </div>
              <p className="mt-1.5 text-sm whitespace-pre-wrap">{comment.comment}</p>
            </li>
          ))}
        </ul>
      )}
      {canComment && (
        <form className="grid gap-2" onSubmit={submit}>
          <Label htmlFor="workflow-comment">{t('details.comments.addLabel')}</Label>
          <Textarea id="workflow-comment" value={text} maxLength={5000} onChange={(event) => setText(event.target.value)} />
          <div className="flex justify-end">
            <Button type="submit" disabled={!text.trim()} loading={add.isPending} loadingText={t('details.comments.adding')}>
              <MessageSquare aria-hidden="true" />
              {t('details.comments.add')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

interface TimelineEvent {
  key: string;
  at: string;
  title: string;
  who: string;
  text?: string;
  icon: ReactNode;
}

const ICONS: Record<string, ReactNode> = {
  approve: <CheckCircle2 className="size-4 text-green-600" aria-hidden="true" />,
  reject: <XCircle className="size-4 text-destructive" aria-hidden="true" />,
  abort: <OctagonX className="size-4 text-destructive" aria-hidden="true" />,
  'submit-for-approval': <Send className="size-4 text-primary" aria-hidden="true" />,
  submit_for_review: <Play className="size-4 text-primary" aria-hidden="true" />,
  request_re_review: <Play className="size-4 text-primary" aria-hidden="true" />,
};

function timelineOf(workflow: WorkflowDetail): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  const first = workflow.comments[0];
  if (!first || (first.action !== 'submit_for_review' && first.action !== 'request_re_review')) {
    events.push({ key: 'start', at: workflow.submittedAt, title: i18n.t('workflow:details.timeline.started'), who: workflow.initiatedBy.name, icon: ICONS.submit_for_review });
  }
  for (const comment of workflow.comments) {
    events.push({
      key: comment.id,
      at: comment.createdAt,
      title: commentActionLabel(comment.action),
      who: i18n.t('workflow:details.timeline.who', { name: comment.user.name, role: participantRole(comment.role) }),
      text: comment.comment,
      icon: ICONS[comment.action] ?? <MessageSquare className="size-4 text-muted-foreground" aria-hidden="true" />,
    });
  }
  if (workflow.completedAt) {
    events.push({
      key: 'end',
      at: workflow.completedAt,
      title: i18n.t(`workflow:details.timeline.ended.${workflow.status}`),
      who: '',
      icon: <CircleDot className="size-4 text-muted-foreground" aria-hidden="true" />,
    });
  }
  return events;
}

function Timeline({ workflow }: { workflow: WorkflowDetail }) {
  const { t } = useTranslation('workflow');
  return (
    <ol className="relative grid gap-4 border-l pl-6" aria-label={t('details.timeline.listLabel')}>
      {timelineOf(workflow).map((event) => (
        <li key={event.key} className="relative">
          <span className="absolute top-0.5 -left-[2.1rem] flex size-6 items-center justify-center rounded-full border bg-card">{event.icon}</span>
          <p className="text-sm font-medium">{event.title}</p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            {event.who && ` · ${event.who}`}
          </p>
          {event.text && <p className="mt-1 text-sm whitespace-pre-wrap">{event.text}</p>}
        </li>
      ))}
    </ol>
  );
}
