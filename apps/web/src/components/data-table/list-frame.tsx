import type { ReactNode } from 'react';

interface ListFrameProps {
  /** The list could not be read and there is nothing to show: `failure` stands in for the table. */
  failed: boolean;
  /** The list was read and has no rows: `emptyState` stands in for the table. */
  empty: boolean;
  failure: ReactNode;
  emptyState: ReactNode;
  /** Paging under the rows; left out while the list failed or is empty. */
  pagination?: ReactNode;
  /** The table, also while it loads. */
  children: ReactNode;
}

/** The frame every list page shares: its failure, else its empty state, else its table and paging. */
export function ListFrame({ failed, empty, failure, emptyState, pagination, children }: ListFrameProps) {
  if (failed) return failure;
  if (empty) return emptyState;
  return (
    <>
      {children}
      {pagination}
    </>
  );
}
