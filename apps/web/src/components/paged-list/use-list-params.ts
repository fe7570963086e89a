import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type ListParams = {
  /** The search in force, as kept in the address (`?q=`); lists are fetched with it. */
  search: string;
  /** A settled search (see SearchField); it starts again at page 1. */
  setSearch: (search: string) => void;
  /** 1-based (`?page=`). */
  page: number;
  /** `replace` when the move is the app's own, not a step the person can go Back to. */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Further filters kept in the address under their own names, e.g. `?status=`. */
  filters: Readonly<Record<string, string>>;
  setFilter: (name: string, value: string) => void;
  /** Several filters in one move (a range's two ends, "clear filters"): one step in the history. */
  setFilters: (changes: Readonly<Record<string, string>>) => void;
};

const pageOf = (text: string | null) => Math.max(1, Number.parseInt(text ?? '', 10) || 1);

/**
 * The state of a searchable, paged list, kept in the address so a reload, a shared link and
 * Back show the same list. A new search or filter starts again at page 1. An empty value leaves
 * its name out of the address.
 */
export function useListParams(filterNames: readonly string[] = []): ListParams {
  const [params, setParams] = useSearchParams();

  const write = useCallback(
    (changes: Record<string, string>, options?: { replace?: boolean }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      }, options),
    [setParams],
  );

  // Replace, not push: Back should leave the list, not replay every pause in typing.
  const setSearch = useCallback(
    (search: string) => write({ q: search, page: '' }, { replace: true }),
    [write],
  );
  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) =>
      write({ page: page > 1 ? String(page) : '' }, options),
    [write],
  );
  const setFilters = useCallback(
    (changes: Readonly<Record<string, string>>) => write({ ...changes, page: '' }),
    [write],
  );
  const setFilter = useCallback(
    (name: string, value: string) => setFilters({ [name]: value }),
    [setFilters],
  );

  const filters = useMemo(
    () => Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])),
    [params, filterNames],
  );

  return {
    search: params.get('q') ?? '',
    setSearch,
    page: pageOf(params.get('page')),
    setPage,
    filters,
    setFilter,
    setFilters,
  };
}
