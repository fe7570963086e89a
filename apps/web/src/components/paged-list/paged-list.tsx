import SearchIcon from '@mui/icons-material/Search';
import {
  Button,
  InputAdornment,
  LinearProgress,
  Pagination,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { Paged } from '@cuebrief/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadFailed } from '../list-states';
import type { ListParams } from './use-list-params';

export type PagedListProps<T> = {
  query: UseQueryResult<Paged<T>>;
  params: ListParams;
  searchLabel: string;
  /** Shown under the search box, e.g. "Name, email or agency". */
  searchHelp?: string;
  /** More controls beside the search box, such as a status filter. */
  filters?: ReactNode;
  /** What an empty answer means here: nothing at all, or nothing matching the filters. */
  emptyText: string;
  children: (items: T[]) => ReactNode;
};

/**
 * A searchable, paged admin list: search box and filters, then loading, failure (kept on the
 * page with a retry: spec §8 stores admin fetch failures without a toast), empty, or the items
 * with a count and page links.
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
      <LoadFailed message={t('adminList.loadFailed')} onRetry={() => void query.refetch()} />
    );
  } else if (query.isPending) {
    content = <ListSkeleton rows={4} height={52} />;
  } else {
    const { data: items, page, pageSize, total } = query.data;
    const pageCount = Math.ceil(total / pageSize);
    content = (
      <>
        <Typography role="status" color="text.secondary" variant="body2">
          {total > 0 &&
            items.length > 0 &&
            t('adminList.summary', {
              from: (page - 1) * pageSize + 1,
              to: (page - 1) * pageSize + items.length,
              total,
            })}
        </Typography>
        {items.length > 0 && props.children(items)}
        {items.length === 0 && total === 0 && (
          <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
            {props.emptyText}
          </Typography>
        )}
        {/* A link or a reload may point past the last page. */}
        {items.length === 0 && total > 0 && (
          <Stack spacing={1} sx={{ py: 4, alignItems: 'center' }}>
            <Typography color="text.secondary">{t('adminList.pageEmpty', { page })}</Typography>
            <Button onClick={() => goToPage(1)}>{t('adminList.backToFirstPage')}</Button>
          </Stack>
        )}
        {pageCount > 1 && (
          <Pagination
            count={pageCount}
            page={Math.min(page, pageCount)}
            onChange={(_event, next) => goToPage(next)}
            color="primary"
            siblingCount={0}
            sx={{ alignSelf: 'center', pt: 1 }}
            aria-label={t('adminList.pagination')}
            getItemAriaLabel={(type, itemPage, isSelected) =>
              type === 'page'
                ? t(isSelected ? 'adminList.currentPage' : 'adminList.goToPage', {
                    page: itemPage,
                  })
                : t(`adminList.${type}Page`)
            }
          />
        )}
      </>
    );
  }

  return (
    <Stack spacing={2} ref={top} sx={{ scrollMarginTop: 80 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="search"
          label={props.searchLabel}
          value={params.searchDraft}
          onChange={(event) => params.setSearchDraft(event.target.value)}
          helperText={props.searchHelp}
          sx={{ flex: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
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
