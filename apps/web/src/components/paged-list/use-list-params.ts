import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Typing pauses this long before the search is sent, so one word is one request. */
export const SEARCH_DEBOUNCE_MS = 300;

export type ListParams = {
  /** The settled search, as kept in the address (`?q=`); lists are fetched with it. */
  search: string;
  /** What the search box shows; ahead of `search` while the person is typing. */
  searchDraft: string;
  setSearchDraft: (text: string) => void;
  /** 1-based (`?page=`). */
  page: number;
  setPage: (page: number) => void;
  /** Further filters kept in the address under their own names, e.g. `?status=`. */
  filters: Readonly<Record<string, string>>;
  setFilter: (name: string, value: string) => void;
};

const pageOf = (text: string | null) => Math.max(1, Number.parseInt(text ?? '', 10) || 1);

/**
 * The state of a searchable, paged list, kept in the address so a reload, a shared link and
 * Back show the same list. A new search or filter starts again at page 1.
 */
export function useListParams(filterNames: readonly string[] = []): ListParams {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [searchDraft, setDraft] = useState(search);

  // The debounced write runs after later renders; it must see the address as it is then.
  const latest = useRef({ params, setParams });
  useEffect(() => {
    latest.current = { params, setParams };
  }, [params, setParams]);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setSearchDraft = useCallback((text: string) => {
    setDraft(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const { params: current, setParams: write } = latest.current;
      const next = new URLSearchParams(current);
      const settled = text.trim();
      if (settled === (current.get('q') ?? '')) return;
      if (settled) next.set('q', settled);
      else next.delete('q');
      next.delete('page');
      // Replace, not push: Back should leave the list, not replay every pause in typing.
      void write(next, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
  }, []);

  // Back and Forward change the address under the box; show what is searched. A draft that
  // differs only by spaces still being typed is kept.
  useEffect(() => {
    setDraft((draft) => (draft.trim() === search ? draft : search));
  }, [search]);

  const setPage = useCallback(
    (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  const setFilter = useCallback(
    (name: string, value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      }),
    [setParams],
  );

  const filters = useMemo(
    () => Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])),
    [params, filterNames],
  );

  return {
    search,
    searchDraft,
    setSearchDraft,
    page: pageOf(params.get('page')),
    setPage,
    filters,
    setFilter,
  };
}
