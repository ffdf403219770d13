import { useState } from 'react';
import { AlertTriangle, FileSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTION_FILTERS, AUDIT_GROUPS, AUDIT_REVIEW_HIGHLIGHTS, type AuditReviewEntriesQuery, type AuditReviewHighlight } from '@attest/domain';
import { ListMessage } from '@/components/list-message';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { AuditActionBadge } from '@/components/audit/action-badge';
import { AuditTime } from '@/components/audit/audit-time';
import { entityTypeLabel, storedRoleLabel } from '@/lib/stored-labels';
import { UserPicker } from '@/components/user-picker/user-picker';
import { FilterField, FilterSelect } from '@/components/filter-field';
import { Pagination } from '@/components/pagination';
import { auditGroupLabel } from '@/i18n/labels';
import { HighlightBadge } from './highlight-badge';
import { useAuditReviewEntries } from './queries';

type Query = Omit<AuditReviewEntriesQuery, 'page' | 'pageSize'> & { page: number; pageSize: number };

interface ReviewTrailProps {
  reviewId: string;
  /** A highlight chosen from the summary above; the trail shows only its entries. */
  highlight: AuditReviewHighlight | undefined;
  onHighlight: (highlight: AuditReviewHighlight | undefined) => void;
  canPickUser: boolean;
  /** Entries ticked for the next finding; null while the review can no longer take findings. */
  selected: ReadonlySet<number> | null;
  onToggle: (seq: number) => void;
}

const CELL = 'px-3 py-2 align-top';

/** The review period's trail: the audit list's filters and paging (in SQL), each entry with its highlights. */
export function ReviewTrail({ reviewId, highlight, onHighlight, canPickUser, selected, onToggle }: ReviewTrailProps) {
  const { t } = useTranslation(['auditReviews', 'audit']);
  const [query, setQuery] = useState<Query>({ page: 1, pageSize: 50, dir: 'asc' });
  const entries = useAuditReviewEntries(reviewId, { ...query, highlight });
  const change = (patch: Partial<Query>) => setQuery({ ...query, ...patch, page: 1 });
  const data = entries.data;
  return (
    <Card className="overflow-hidden">
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="text-base">
          {t('trail.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          id="review-highlight"
          label={t('trail.highlight')}
          allLabel={t('trail.allEntries')}
          value={highlight}
          options={AUDIT_REVIEW_HIGHLIGHTS.map((kind) => ({ value: kind, label: t(`highlights.${kind}`) }))}
          onChange={(kind) => {
            onHighlight(kind);
            setQuery({ ...query, page: 1 });
          }}
        />
        <FilterSelect
          id="review-action"
          label={t('trail.action')}
          allLabel={t('trail.allActions')}
          value={query.action}
          options={AUDIT_ACTION_FILTERS.map((action) => ({ value: action, label: t(`audit:filters.actions.${action}`) }))}
          onChange={(action) => change({ action })}
        />
        <FilterSelect
          id="review-group"
          label={t('trail.group')}
          allLabel={t('trail.allGroups')}
          value={query.group}
          options={AUDIT_GROUPS.map((group) => ({ value: group, label: auditGroupLabel(group) }))}
          onChange={(group) => change({ group })}
        />
        {canPickUser && (
          <FilterField id="review-user" label={t('trail.user')}>
            <UserPicker id="review-user" value={query.user} onChange={(user) => change({ user })} />
          </FilterField>
        )}
      </CardContent>
      {entries.isError && !data ? (
        <ListMessage failure icon={AlertTriangle} title={t('trail.failedTitle')}>
          {t('trail.failed')}
        </ListMessage>
      ) : data && data.items.length === 0 ? (
        <ListMessage icon={FileSearch} title={t('trail.emptyTitle')}>
          {t('trail.empty')}
        </ListMessage>
      ) : (
        <Table aria-label={t('trail.title')} aria-busy={entries.isPending || undefined} className="text-[13px]">
          <TableHeader className="bg-muted">
            <TableRow className="hover:bg-transparent">
              {selected && <TableHead className="w-10 px-3">{t('trail.link')}</TableHead>}
              <TableHead className="px-3">#</TableHead>
              <TableHead className="px-3">{t('trail.time')}</TableHead>
              <TableHead className="px-3">{t('trail.user')}</TableHead>
              <TableHead className="px-3">{t('trail.action')}</TableHead>
              <TableHead className="px-3">{t('trail.subject')}</TableHead>
              <TableHead className="px-3">{t('trail.highlights')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data?.items.map((entry) => (
              <TableRow key={entry.seq} data-highlighted={entry.highlights.length > 0 || undefined} className={entry.highlights.length > 0 ? 'bg-amber-50/60 dark:bg-amber-950/20' : undefined}>
                {selected && (
                  <TableCell className={CELL}>
                    <Checkbox
                      checked={selected.has(entry.seq)}
                      onCheckedChange={() => onToggle(entry.seq)}
                      aria-label={t('trail.linkEntry', { seq: entry.seq, action: entry.action })}
                    />
                  </TableCell>
                )}
                <TableCell className={`${CELL} font-mono text-xs tabular-nums`}>{entry.seq}</TableCell>
                <TableCell className={CELL}>
                  <AuditTime value={entry.timestamp} />
                </TableCell>
                <TableCell className={CELL}>
                  <span className="block font-medium">{entry.actor.name}</span>
                  {entry.actor.role && <span className="text-xs text-muted-foreground">{storedRoleLabel(entry.actor.role)}</span>}
                </TableCell>
                <TableCell className={CELL}>
                  <AuditActionBadge action={entry.action} group={entry.group} />
                </TableCell>
                <TableCell className={CELL}>{entry.document ? `${entry.document.docNumber} · ${entry.document.title}` : entityTypeLabel(entry.entityType)}</TableCell>
                <TableCell className={CELL}>
                  <span className="flex flex-wrap gap-1">
                    {entry.highlights.map((kind) => (
                      <HighlightBadge key={kind} kind={kind} />
                    ))}
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data && data.items.length > 0 && (
        <Pagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          totalCapped={false}
          shown={data.items.length}
          onPage={(page) => setQuery({ ...query, page })}
          onPageSize={(pageSize) => change({ pageSize })}
        />
      )}
    </Card>
  );
}
