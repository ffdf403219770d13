import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { ListMessage } from '@/components/list-message';
import { Card, CardContent } from '@/components/ui/card';
import { ListFrame } from '@/components/data-table/list-frame';
import { QueryPagination, type PagedResult } from '@/components/pagination';

interface QueryListCardProps<Q> {
  /** Undefined until the list is first read. */
  data: PagedResult | undefined;
  error: boolean;
  /** The first read is under way; `loadingLabel` tells screen readers so. */
  loading: boolean;
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
  const { data, error, loading, loadingLabel, failureTitle, failureText, emptyState, query, onQuery, children } = props;
  return (
    <Card>
      <CardContent className="p-0">
        <ListFrame
          failed={error}
          empty={Boolean(data && data.total === 0)}
          failure={
            <ListMessage icon={AlertTriangle} title={failureTitle} failure>
              {failureText}
            </ListMessage>
          }
          emptyState={emptyState}
        >
          <div aria-busy={loading} aria-label={loading ? loadingLabel : undefined}>
            {children}
            {data && <QueryPagination result={data} query={query} onQuery={onQuery} />}
          </div>
        </ListFrame>
      </CardContent>
    </Card>
  );
}
