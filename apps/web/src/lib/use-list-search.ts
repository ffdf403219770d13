import { useCallback } from 'react';

interface NavigateOptions {
  replace?: boolean;
}

/** The part of a route's navigate a list page needs: a new search, or one made from the previous. */
type SearchNavigate<S> = (options: { search: S | ((previous: S) => S); replace?: boolean }) => Promise<void>;

/**
 * A list page's search in the URL: `setSearch` writes a whole search (compacted, so defaults leave the URL),
 * `changeFilters` applies a filter change to the search the router holds, so two quick changes do not lose one.
 */
export function useListSearch<S, F>(navigate: SearchNavigate<S>, compact: (search: S) => S, withFilters: (previous: S, patch: F) => S) {
  const setSearch = useCallback(
    (next: S, options: NavigateOptions = {}) => void navigate({ search: compact(next), replace: options.replace }),
    [navigate, compact],
  );
  const changeFilters = useCallback(
    (patch: F, options?: NavigateOptions) => void navigate({ search: (previous: S) => withFilters(previous, patch), replace: options?.replace }),
    [navigate, withFilters],
  );
  return { setSearch, changeFilters };
}
