import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ClipboardPen, Eye, MessageSquare, OctagonX } from 'lucide-react';
import type { Role, WorkflowSummary } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { formatDate } from '@/lib/format';
import { PriorityLabel } from '@/components/status-badge';
import { cn } from '@/lib/utils';
import { WorkflowStateBadge, stepLabel, stepOf, workflowState } from './workflow-labels';
import type { ResolvedWorkflowQuery, WorkflowSortField } from '@/lib/workflow-search';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { REGISTER_CELL as CELL, RegisterTable, type SortedList } from '@/components/data-table/register-table';

export interface WorkflowRowHandlers {
  onDetails: (workflow: WorkflowSummary) => void;
  onReview: (workflow: WorkflowSummary) => void;
  onAbort: (workflow: WorkflowSummary) => void;
  canReview: (workflow: WorkflowSummary) => boolean;
  canAbort: (workflow: WorkflowSummary) => boolean;
}

interface WorkflowTableProps extends SortedList<WorkflowSortField, WorkflowSummary> {
  role: Role;
  query: ResolvedWorkflowQuery;
  handlers: WorkflowRowHandlers;
}

function People({ people }: { people: readonly { id: string; name: string }[] }) {
  if (people.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="grid gap-0.5">
      {people.map((person) => (
        <li key={person.id}>
          {person.name}
        </li>
      ))}
    </ul>
  );
}

function RowAction({ label, onClick, children, destructive }: { label: string; onClick: () => void; children: ReactNode; destructive?: boolean }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" className={cn('size-8', destructive && 'text-destructive hover:text-destructive')} aria-label={label} onClick={onClick}>
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/** The workflow table (spec 02 §2): sortable Document, Priority, Status and Submitted; actions per row. */
export function WorkflowTable({ role, handlers, ...list }: WorkflowTableProps) {
  const { t } = useTranslation('workflow');
  const columns: DataTableColumn<WorkflowSortField>[] = [
    { key: 'document', label: t('table.document'), sort: 'document', className: 'min-w-36 pl-3' },
    { key: 'priority', label: t('table.priority'), sort: 'priority' },
    { key: 'currentStep', label: t('table.currentStep') },
    { key: 'status', label: t('table.status'), sort: 'status' },
    { key: 'reviewers', label: t('table.reviewers') },
    { key: 'approvers', label: t('table.approvers') },
    { key: 'submittedAt', label: t('table.submitted'), sort: 'submittedAt' },
    { key: 'comments', label: t('table.comments') },
    { key: 'actions', label: t('table.actions'), className: 'pr-2 text-right' },
  ];
  return (
    <RegisterTable
      label={t('table.label')}
      columns={columns}
      list={list}
      skeletonRows={5}
      skeletonWidth={(cell) => (cell === 0 ? 'w-40' : 'w-14')}
    >
      {(workflow) => (
        <TableRow key={workflow.id} className="group">
          <TableCell className="py-2 pr-2 pl-3">
            <Link
              to="/dashboard/$role/documents/$documentId"
              params={{ role, documentId: workflow.document.id }}
              className="rounded font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {workflow.document.title}
            </Link>
            <span className="block font-mono text-xs text-muted-foreground">
              <span className="whitespace-nowrap">{workflow.document.docNumber}</span> ·{' '}
              <span className="whitespace-nowrap">v{workflow.document.version}</span>
            </span>
          </TableCell>
          <TableCell className={CELL}>
            <PriorityLabel priority={workflow.priority} />
          </TableCell>
          <TableCell className={CELL}>{stepLabel(stepOf(workflow))}</TableCell>
          <TableCell className={CELL}>
            <WorkflowStateBadge state={workflowState(workflow)} />
            {workflow.status === 'aborted' && <span className="mt-0.5 block text-xs text-destructive">{t('table.aborted')}</span>}
          </TableCell>
          <TableCell className={CELL}>
            <People people={workflow.reviewers} />
          </TableCell>
          <TableCell className={CELL}>
            <People people={workflow.approvers} />
          </TableCell>
          <TableCell className={CELL}>
            <span className="block whitespace-nowrap">{formatDate(workflow.submittedAt)}</span>
            <span className="text-xs text-muted-foreground">{workflow.initiatedBy.name}</span>
            {workflow.dueDate && <span className="block text-xs text-muted-foreground">{t('table.due', { date: formatDate(workflow.dueDate) })}</span>}
          </TableCell>
          <TableCell className={CELL}>
            <span className="inline-flex items-center gap-1" aria-label={t('table.commentCount', { count: workflow.commentCount })}>
              <MessageSquare className="size-3.5 text-muted-foreground" aria-hidden="true" />
              {workflow.commentCount}
            </span>
          </TableCell>
          <TableCell className="py-1 pr-2 pl-1 text-right whitespace-nowrap">
            <RowAction label={t('table.details', { title: workflow.document.title })} onClick={() => handlers.onDetails(workflow)}>
              <Eye aria-hidden="true" />
            </RowAction>
            {handlers.canReview(workflow) && (
              <RowAction label={t('table.review', { title: workflow.document.title })} onClick={() => handlers.onReview(workflow)}>
                <ClipboardPen aria-hidden="true" />
              </RowAction>
            )}
            {handlers.canAbort(workflow) && (
              <RowAction label={t('table.abort', { title: workflow.document.title })} onClick={() => handlers.onAbort(workflow)} destructive>
                <OctagonX aria-hidden="true" />
              </RowAction>
            )}
          </TableCell>
        </TableRow>
      )}
    </RegisterTable>
  );
}
