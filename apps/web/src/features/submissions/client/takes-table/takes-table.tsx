import {
  Button,
  FormControlLabel,
  LinearProgress,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { TakeTableRow, TakeTableSort } from '@cuebrief/shared';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueuePlayButton } from '../../../../components/audio-player/queue-play-button';
import { EmptyList, ListSkeleton, LoadFailed } from '../../../../components/list-states';
import { useFetchFailureToast } from '../../../../components/toast/use-failure-toast';
import { visuallyHiddenSx } from '../../../../components/visually-hidden';
import { useMarkListened } from '../../../../domain/audio/client-audio-actions';
import { CommentsOnPlayer } from '../../../../domain/reviews/player/comments-on-player';
import { takesTableCache, takesTableKey, useTakesTable } from '../../api/takes-table';
import { takeColumns, TitleCell } from './take-table-columns';
import { tracksOf } from './take-tracks';
import { PAGE_SIZES, useTakesTableParams } from './use-takes-table-params';

const NO_ROWS: readonly TakeTableRow[] = [];

/**
 * The cells' look, set once on the table rather than on each of its hundreds of cells: narrow
 * cells on one line, so every column fits beside the menu on a laptop (below that the frame
 * scrolls sideways), and the title, first, staying in view while it does.
 */
const tableSx: SxProps<Theme> = {
  minWidth: 1000,
  '& .MuiTableCell-root': { px: 1, whiteSpace: 'nowrap' },
  '& thead .MuiTableCell-root': { fontWeight: 600 },
  '& tr > :first-child': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    minWidth: { xs: 150, md: 170 },
    whiteSpace: 'normal',
  },
};

function SortableHeader({
  label,
  icon,
  sort,
  current,
  onSort,
  numeric,
}: {
  label: string;
  icon?: ReactNode;
  sort: TakeTableSort | undefined;
  current: { sort: TakeTableSort; order: 'asc' | 'desc' };
  onSort: (sort: TakeTableSort) => void;
  numeric?: boolean;
}) {
  const { t } = useTranslation();
  const isSorted = sort !== undefined && current.sort === sort;
  // A narrow column shows an icon; its label stays its name, for screen readers.
  const shown = icon ? (
    <>
      {icon}
      <span style={visuallyHiddenSx}>{label}</span>
    </>
  ) : (
    label
  );
  let content: ReactNode = shown;
  if (sort) {
    content = (
      <TableSortLabel
        active={isSorted}
        direction={isSorted ? current.order : 'asc'}
        // The arrow only on the sorted column: the others' would cost a phone's width.
        hideSortIcon
        onClick={() => onSort(sort)}
        aria-label={t('takesTable.sortBy', { column: label })}
        data-testid={`sort-${sort}`}
      >
        {shown}
      </TableSortLabel>
    );
  }
  return (
    <TableCell
      align={numeric ? 'right' : 'left'}
      // Sets aria-sort on the column that orders the rows.
      sortDirection={isSorted ? current.order : false}
    >
      {content}
    </TableCell>
  );
}

/**
 * The client's dense table of a request's takes: one row per take (its latest version), every
 * column sortable by the server over all the takes, "fits the brief" as a filter, and pages.
 * A row's play button plays it through the app's player with the page as the queue. On a phone
 * the table scrolls sideways inside its frame, the title staying in view.
 */
export function TakesTable({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const params = useTakesTableParams();
  const { query } = params;
  const takes = useTakesTable(requestId, query);
  useFetchFailureToast(takes);
  const cache = useMemo(() => takesTableCache(requestId), [requestId]);
  const markListened = useMarkListened(cache);
  const rows = takes.data?.data ?? NO_ROWS;
  const queue = useMemo(
    () =>
      tracksOf(rows, {
        byline: (row) => t('takesTable.byComposer', { name: row.composerName }),
        onPlayStarted: markListened,
      }),
    [rows, t, markListened],
  );
  const columns = takeColumns(t, cache);

  const fitsSwitch = (
    <FormControlLabel
      control={
        <Switch
          checked={query.fits === true}
          onChange={(event) => params.setFitsOnly(event.target.checked)}
        />
      }
      label={t('takesTable.fitsOnly')}
    />
  );

  let content: ReactNode;
  if (takes.isPending) {
    content = <ListSkeleton rows={6} height={44} />;
  } else if (takes.isError) {
    content = (
      <LoadFailed message={t('takesTable.loadFailed')} onRetry={() => void takes.refetch()} />
    );
  } else if (takes.data.total === 0) {
    content = query.fits ? (
      <EmptyList text={t('takesTable.noneFit')}>
        <Button variant="outlined" onClick={() => params.setFitsOnly(false)}>
          {t('takesTable.showAll')}
        </Button>
      </EmptyList>
    ) : (
      <EmptyList text={t('takesTable.empty')} />
    );
  } else {
    content = (
      <Paper variant="outlined" aria-busy={takes.isPlaceholderData}>
        {takes.isPlaceholderData && <LinearProgress aria-hidden sx={{ height: 2 }} />}
        <TableContainer
          role="region"
          aria-label={t('takesTable.scrollRegion')}
          // A region that scrolls must take the keyboard's focus, so arrows scroll it too.
          tabIndex={0}
          sx={{
            overflowX: 'auto',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          <Table size="small" sx={tableSx}>
            <caption style={visuallyHiddenSx}>{t('takesTable.caption')}</caption>
            <TableHead>
              <TableRow>
                <SortableHeader
                  label={t('takesTable.columns.title')}
                  sort="title"
                  current={query}
                  onSort={params.sortBy}
                />
                {columns.map((column) => (
                  <SortableHeader
                    key={column.key}
                    label={column.label}
                    icon={column.icon}
                    sort={column.sort}
                    current={query}
                    onSort={params.sortBy}
                    numeric={column.numeric}
                  />
                ))}
              </TableRow>
            </TableHead>
            <TableBody sx={{ opacity: takes.isPlaceholderData ? 0.6 : 1 }}>
              {rows.map((row, index) => (
                <TableRow key={row.takeId} hover data-testid="take-row">
                  <TableCell component="th" scope="row">
                    <TitleCell
                      title={row.title}
                      play={
                        <QueuePlayButton queue={queue} index={index} size={32} testId="row-play" />
                      }
                    />
                  </TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={takes.data.total}
          page={Math.min(
            query.page - 1,
            Math.max(0, Math.ceil(takes.data.total / query.pageSize) - 1),
          )}
          rowsPerPage={query.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, page) => params.setPage(page + 1)}
          onRowsPerPageChange={(event) => params.setPageSize(Number(event.target.value))}
          labelRowsPerPage={t('takesTable.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('takesTable.shownOf', { from, to, count })}
        />
      </Paper>
    );
  }

  return (
    <Stack spacing={1.5}>
      {fitsSwitch}
      <CommentsOnPlayer
        listKey={takesTableKey(requestId)}
        versionOf={(audioId) => rows.find((row) => row.audioId === audioId)?.version ?? null}
      >
        {content}
      </CommentsOnPlayer>
    </Stack>
  );
}
