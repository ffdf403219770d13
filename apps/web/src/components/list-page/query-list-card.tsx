import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { ListMessage } from '@/components/list-message';
import { Card, CardContent } from '@/components/ui/card';
import { ListFrame } from '@/components/data-table/list-frame';
import { QueryPagination, type PagedResult } from '@/components/pagination';

interface QueryListCardProps<Q> {
  /** The list's read: its page (undefined until the first answer), whether it failed, whether the first read is under
   * way (`loadingLabel` tells screen readers so). */
  list: { data: PagedResult | undefined; isError: boolean; isPending: boolean };
  loadingLabel: string;
  failureTitle: string;
  failureText: string;
  emptyState: ReactNode;
  /** The list's query, held in the page's state. */
  query: Q;
  onQuery: (next: Q) => void;
  /** The table. */
  children: ReactNode;
}

/** The card of a list whose query lives in the page's state: its failure, else its empty state, else its table and pager. */
export function QueryListCard<Q extends { page?: unknown; pageSize?: unknown }>(props: QueryListCardProps<Q>) {
  const { list, loadingLabel, failureTitle, failureText, emptyState, query, onQuery, children } = props;
  const { data, isError, isPending } = list;
  return (
    <Card>
      <CardContent className="p-0">
        <ListFrame
          failed={isError}
          empty={Boolean(data && data.total === 0)}
          failure={
            <ListMessage icon={AlertTriangle} title={failureTitle} failure>
              {failureText}
            </ListMessage>
          }
          emptyState={emptyState}
        >
          <div aria-busy={isPending} aria-label={isPending ? loadingLabel : undefined}>
            {children}
            {data && <QueryPagination result={data} query={query} onQuery={onQuery} />}
          </div>
        </ListFrame>
      </CardContent>
    </Card>
  );
}
