import type { UserListResponse } from '@attest/domain';
import { Pagination } from '@/components/pagination';
import type { UserList } from '@/lib/use-user-list';

/** Paging under a user table, once the first page has loaded. */
export function UserPagination({ list, data }: { list: UserList; data: UserListResponse | undefined }) {
  if (!data) return null;
  return (
    <Pagination
      page={list.state.page}
      pageSize={list.state.pageSize}
      total={data.total}
      totalCapped={false}
      shown={data.items.length}
      onPage={list.setPage}
      onPageSize={list.setPageSize}
    />
  );
}
