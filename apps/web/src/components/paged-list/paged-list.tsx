import { LinearProgress, Stack } from '@mui/material';
import type { Paged } from '@cuebrief/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadFailed } from '../list-states';
import { SearchField } from '../search-field';
import { PageContent } from './page-content';
import type { ListParams } from './use-list-params';

export type PagedListProps<T> = {
  query: UseQueryResult<Paged<T>>;
  params: ListParams;
  /** The search box's label; a list the API does not search has none. */
  searchLabel?: string;
  /** Shown under the search box, e.g. "Name, email or agency". */
  searchHelp?: string;
  /** More controls beside the search box, such as a status filter. */
  filters?: ReactNode;
  /** What an empty answer means here: nothing at all, or nothing matching the filters. */
  emptyText: string;
  /** What the count line says; "Showing 1–20 of 45" unless given. */
  summary?: (list: Paged<T>) => string;
  /** Said when the list cannot be loaded; "The list could not be loaded." unless given. */
  failedText?: string;
  /** The loading placeholder, shaped like the items so the page does not jump. */
  skeleton?: { rows: number; height: number };
  children: (items: T[]) => ReactNode;
};

/**
 * A searchable, paged admin list: search box and filters, then loading, failure (kept on the page
 * with a retry: admin fetch failures are not toasted, docs/contracts.md#failure-toasts), empty, or
 * the items with a count and page links.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const { t } = useTranslation();
  const { query, params } = props;
  const top = useRef<HTMLDivElement>(null);

  const goToPage = (page: number) => {
    params.setPage(page);
    // The page links sit under the list; the next page starts at the top of it.
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  let content: ReactNode;
  if (query.isError) {
    content = (
      <LoadFailed
        message={props.failedText ?? t('adminList.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.isPending) {
    const { rows, height } = props.skeleton ?? { rows: 4, height: 52 };
    content = <ListSkeleton rows={rows} height={height} />;
  } else {
    content = (
      <PageContent
        list={query.data}
        isStandIn={query.isPlaceholderData}
        emptyText={props.emptyText}
        summary={props.summary}
        goToPage={goToPage}
      >
        {props.children}
      </PageContent>
    );
  }

  return (
    <Stack spacing={2} ref={top} sx={{ scrollMarginTop: 80 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {props.searchLabel !== undefined && (
          <SearchField
            label={props.searchLabel}
            help={props.searchHelp}
            value={params.search}
            onSearch={params.setSearch}
            // A share of the row from `sm` up; in the phone's column a basis would be a height.
            sx={{ flex: { sm: '1 1 16rem' } }}
          />
        )}
        {props.filters}
      </Stack>
      <Stack spacing={2} sx={{ position: 'relative' }}>
        {/* Another page, search or retry is on its way; what is shown is the previous answer. */}
        {query.isFetching && !query.isPending && (
          <LinearProgress
            aria-label={t('common.loading')}
            sx={{ position: 'absolute', top: -10, left: 0, right: 0 }}
          />
        )}
        {content}
      </Stack>
    </Stack>
  );
}
