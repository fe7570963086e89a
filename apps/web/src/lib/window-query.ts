import { LIST_DEFAULT_LIMIT } from '@cuebrief/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api';

/**
 * One window of a list that answers an array (docs/contracts.md#bounded-lists), as the app
 * keeps it: the items, how many of the list's counted things came in it (a list grouped by
 * request counts submissions, not groups), and the whole list's length from `X-Total-Count`.
 */
export type ListWindow<T> = { items: T[]; received: number; total: number | null };
export type WindowPages<T> = InfiniteData<ListWindow<T>, number>;

/**
 * How many the app asks for at a time: a screen or two of what each list shows, so the first
 * screen comes quickly. (The API's own default, LIST_DEFAULT_LIMIT, serves callers that name no
 * window.) A submission card holds its takes, each with a player: fewer of them to a window.
 */
export const SCREEN_WINDOWS = { submissions: 10, audios: 20 } as const;

export type WindowOptions<T> = {
  /** The list's query key: every window of every scope and filter starts with it. */
  key: QueryKey;
  path: string;
  /** The list's scope and filters, as the API names them; an empty one is left out. */
  query?: Record<string, string | number | undefined>;
  /** How many counted things a window holds (LIST_DEFAULT_LIMIT unless said). */
  limit?: number;
  /**
   * How many of the server's counted things the items are, when not one each: a list grouped
   * by request counts submissions; an unmarked favourite the page still holds counts no more.
   * The next window starts after what the loaded ones count now, so nothing is skipped.
   */
  countOf?: (items: readonly T[]) => number;
  /**
   * An item's id: an item two windows both hold (the list moved between reading them, a new
   * favourite at its top) is shown once.
   */
  idOf?: (item: T) => string;
  /** The list shown stays while another scope or filter's first window loads. */
  keepPrevious?: boolean;
};

/** The items given, each id once, where it first came. */
function onceEach<T>(items: T[], idOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = idOf(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

const totalOf = (headers: Headers): number | null => {
  const total = Number(headers.get('x-total-count') ?? NaN);
  return Number.isInteger(total) && total >= 0 ? total : null;
};

/** How many of the server's counted things `items` are. */
const counter =
  <T>(countOf: WindowOptions<T>['countOf']) =>
  (items: readonly T[]) =>
    countOf ? countOf(items) : items.length;

const countAll = <T>(pages: readonly ListWindow<T>[], count: (items: readonly T[]) => number) =>
  pages.reduce((sum, page) => sum + count(page.items), 0);

/**
 * The query of a list read window by window, for the hook below and for a route that asks for
 * its list before its page is loaded (prefetchWindowedList): both must name and read it alike.
 */
function windowQueryOptions<T>(options: WindowOptions<T>) {
  const { key, path, query = {}, limit = LIST_DEFAULT_LIMIT, countOf } = options;
  const count = counter(countOf);
  return infiniteQueryOptions({
    queryKey: [...key, query, limit],
    queryFn: async ({ pageParam, signal }): Promise<ListWindow<T>> => {
      const { data, headers } = await api.request<T[]>(path, {
        query: { ...query, limit, offset: pageParam },
        signal,
      });
      return { items: data, received: count(data), total: totalOf(headers) };
    },
    initialPageParam: 0,
    getNextPageParam: (last: ListWindow<T>, pages: ListWindow<T>[]) => {
      if (last.received < limit) return undefined;
      const loaded = countAll(pages, count);
      return last.total !== null && loaded >= last.total ? undefined : loaded;
    },
  });
}

/**
 * A window that came this recently is not asked for again when a page mounts on it: the one a
 * route asked for beside its chunk is the page's first answer, not a reason for a second call.
 * (A change the app makes marks the list stale at once, whatever its age.)
 */
const JUST_LOADED_MS = 5_000;

/**
 * A list's first window asked for now, unless the cache holds the list: what a route starts
 * beside its page's chunk, so the page finds its list on the way (decision 030).
 */
export function prefetchWindowedList<T>(
  queryClient: QueryClient,
  options: WindowOptions<T>,
): Promise<unknown> {
  return queryClient.ensureInfiniteQueryData(windowQueryOptions(options));
}

/**
 * A list read window by window: the first `limit`, then the next ones as the person
 * asks for them ("Show more"). The next window starts after what came; there is none once an
 * answer held fewer than asked, or everything counted is loaded. Refetching (after a change,
 * while takes are measured) reads again every window loaded.
 */
export function useWindowedList<T>(options: WindowOptions<T>) {
  const { countOf, idOf, keepPrevious } = options;
  const result = useInfiniteQuery({
    ...windowQueryOptions(options),
    staleTime: JUST_LOADED_MS,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
  const pages = result.data?.pages ?? [];
  const loaded = countAll(pages, counter(countOf));
  const items = useMemo(() => {
    const all = (result.data?.pages ?? []).flatMap((page) => page.items);
    return idOf ? onceEach(all, idOf) : all;
    // The items change with the windows loaded; idOf is the list's own rule, not state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result.data]);
  return {
    ...result,
    /** Every window's items, in order. */
    items,
    /** How many counted things are loaded, and how many the whole list has (once known). */
    loaded,
    total: pages.at(-1)?.total ?? null,
  };
}

/** What the foot of a windowed list (components/paged-list/show-more) reads of it. */
export type WindowedListState = Pick<
  ReturnType<typeof useWindowedList>,
  | 'loaded'
  | 'total'
  | 'hasNextPage'
  | 'isFetchingNextPage'
  | 'isFetchNextPageError'
  | 'fetchNextPage'
>;

/**
 * Changes the items of every loaded window of every list under `key` (a favourite marked, a
 * version deleted), as a cache update does for a plain list.
 */
export function updateWindowItems<T>(
  queryClient: QueryClient,
  key: QueryKey,
  change: (items: T[]) => T[],
): void {
  queryClient.setQueriesData<WindowPages<T>>({ queryKey: key }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) }
      : data,
  );
}
