import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_PAGE_SIZES } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { formatCount } from '@/lib/format';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The total is a lower bound (the server stopped counting): shown as "N+". */
  totalCapped: boolean;
  shown: number;
  onPage: (page: number) => void;
  /** Left out by a list of one fixed page size: no size is offered. */
  onPageSize?: (pageSize: number) => void;
}

/** "Showing 1–25 of 1,234", the page size, and Previous/Next. */
export function Pagination({ page, pageSize, total, totalCapped, shown, onPage, onPageSize }: PaginationProps) {
  const { t } = useTranslation('documents');
  const first = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + shown;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hasNext = totalCapped ? shown === pageSize : page < pages;
  const totalText = `${formatCount(total)}${totalCapped ? '+' : ''}`;

  return (
    <div className="flex flex-col gap-3 border-t px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="text-muted-foreground" aria-live="polite">
        {shown === 0
          ? t('pagination.showingNone', { total: totalText })
          : t('pagination.showing', { first: formatCount(first), last: formatCount(last), total: totalText })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {onPageSize && (
          <div className="flex items-center gap-2">
            <Label htmlFor="documents-page-size" className="font-normal text-muted-foreground">
              {t('pagination.rowsPerPage')}
            </Label>
            <Select
              id="documents-page-size"
              className="w-20 [&_select]:h-8 [&_select]:py-1"
              value={String(pageSize)}
              onChange={(event) => onPageSize(Number(event.target.value))}
            >
              {DOCUMENT_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          </div>
        )}
        <span className="text-muted-foreground">
          {totalCapped
            ? t('pagination.page', { page: formatCount(page) })
            : t('pagination.pageOf', { page: formatCount(page), pages: formatCount(pages) })}
        </span>
        <div className="flex gap-1">
          <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
            <ChevronLeft aria-hidden="true" />
            {t('pagination.previous')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={!hasNext}>
            {t('pagination.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </div>
  );
}

export interface PagedResult {
  page: number;
  pageSize: number;
  total: number;
  items: readonly unknown[];
}

/** The pager of a list whose query lives in the page's state: a new page size starts again at page 1. */
export function QueryPagination<Q extends { page?: unknown; pageSize?: unknown }>({ result, query, onQuery }: { result: PagedResult; query: Q; onQuery: (next: Q) => void }) {
  return (
    <Pagination
      page={result.page}
      pageSize={result.pageSize}
      total={result.total}
      totalCapped={false}
      shown={result.items.length}
      onPage={(page) => onQuery({ ...query, page })}
      onPageSize={(pageSize) => onQuery({ ...query, pageSize, page: 1 })}
    />
  );
}
