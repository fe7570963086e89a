import { Pagination, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** How many items a list holds, and its pages when there is more than one. */
export function InboxPagination({
  page,
  pageSize,
  total,
  countText,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  countText: string;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  // A phone has room for the current page and the ends only.
  const isNarrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const pageCount = Math.ceil(total / pageSize);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {countText}
      </Typography>
      {pageCount > 1 && (
        <Pagination
          aria-label={t('inbox.pagination.label')}
          count={pageCount}
          page={page}
          onChange={(_event, next) => onChange(next)}
          siblingCount={isNarrow ? 0 : 1}
          color="primary"
          getItemAriaLabel={(type, item, isSelected) => {
            if (type === 'page') {
              return t(isSelected ? 'inbox.pagination.page' : 'inbox.pagination.goTo', {
                page: item,
              });
            }
            return t(`inbox.pagination.${type}`);
          }}
        />
      )}
    </Stack>
  );
}
