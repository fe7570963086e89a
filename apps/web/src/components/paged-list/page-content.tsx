import { Button, Pagination, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { Paged } from '@cuebrief/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One loaded page of a PagedList: its count, its items (or why there are none), its page links. */
export function PageContent<T>({
  list,
  isStandIn,
  emptyText,
  summary,
  goToPage,
  children,
}: {
  list: Paged<T>;
  /** The previous answer, shown while the next one loads. */
  isStandIn: boolean;
  emptyText: string;
  summary?: (list: Paged<T>) => string;
  goToPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  // A phone has room for the current page and the ends only.
  const isNarrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { data: items, page, pageSize, total } = list;
  const pageCount = Math.ceil(total / pageSize);

  return (
    <>
      <Typography role="status" color="text.secondary" variant="body2">
        {total > 0 &&
          items.length > 0 &&
          (summary?.(list) ??
            t('adminList.summary', {
              from: (page - 1) * pageSize + 1,
              to: (page - 1) * pageSize + items.length,
              total,
            }))}
      </Typography>
      {items.length > 0 && children(items)}
      {items.length === 0 && total === 0 && (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
          {emptyText}
        </Typography>
      )}
      {/* A link or a reload may point past the last page. Said only of an answer for the page
          asked: an empty stand-in already has another page on its way. */}
      {items.length === 0 && total > 0 && !isStandIn && (
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
          siblingCount={isNarrow ? 0 : 1}
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
