import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { ListFrame } from '@/components/data-table/list-frame';
import { Pagination } from '@/components/pagination';

/** A page of a list as the server answered it; `totalCapped` where the server may stop counting. */
interface ListPageData {
  items: readonly unknown[];
  total: number;
  totalCapped?: boolean;
}

interface ListPageFrameProps {
  /** Undefined until the first answer. */
  data: ListPageData | undefined;
  /** The last read failed; rows from an earlier read stay shown. */
  error: boolean;
  failure: ReactNode;
  emptyState: ReactNode;
  page: number;
  pageSize: number;
  /** Another page, or another page size (back to page 1). */
  onPaging: (patch: { page: number; pageSize?: number }) => void;
  /** The table, also while it loads. */
  children: ReactNode;
}

/** A register page's card: its failure, else its empty state, else its table over the paging. */
export function ListPageFrame({ data, error, failure, emptyState, page, pageSize, onPaging, children }: ListPageFrameProps) {
  return (
    <Card className="overflow-hidden">
      <ListFrame
        failed={error && !data}
        empty={Boolean(data && data.items.length === 0)}
        failure={failure}
        emptyState={emptyState}
        pagination={
          data && (
            <Pagination
              page={page}
              pageSize={pageSize}
              total={data.total}
              totalCapped={data.totalCapped ?? false}
              shown={data.items.length}
              onPage={(next) => onPaging({ page: next })}
              onPageSize={(size) => onPaging({ pageSize: size, page: 1 })}
            />
          )
        }
      >
        {children}
      </ListFrame>
    </Card>
  );
}
