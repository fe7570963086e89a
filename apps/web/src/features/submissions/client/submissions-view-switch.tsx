import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../components/paged-list/use-list-params';
import { SUBMISSIONS_VIEW_PARAM } from './request-submissions-prefetch';

export type SubmissionsView = 'cards' | 'table';

const VIEW_PARAMS = [SUBMISSIONS_VIEW_PARAM];

/** How the client sees a request's takes, kept in the address (`?view=table`). */
export function useSubmissionsView(): SubmissionsView {
  const params = useListParams(VIEW_PARAMS);
  return params.filters[SUBMISSIONS_VIEW_PARAM] === 'table' ? 'table' : 'cards';
}

/**
 * "Cards | Table" above a request's takes: the cards to listen and review take by take, the
 * dense table for requests with hundreds of takes. Switching starts at the first page.
 */
export function SubmissionsViewSwitch() {
  const { t } = useTranslation();
  const params = useListParams(VIEW_PARAMS);
  const view: SubmissionsView =
    params.filters[SUBMISSIONS_VIEW_PARAM] === 'table' ? 'table' : 'cards';
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      aria-label={t('takesTable.view.label')}
      onChange={(_event, next: SubmissionsView | null) => {
        if (next && next !== view)
          params.setFilters({ [SUBMISSIONS_VIEW_PARAM]: next === 'table' ? 'table' : '' });
      }}
      sx={{ alignSelf: 'flex-start' }}
    >
      <ToggleButton value="cards" data-testid="view-cards">
        <ViewAgendaIcon fontSize="small" aria-hidden sx={{ mr: 0.75 }} />
        {t('takesTable.view.cards')}
      </ToggleButton>
      <ToggleButton value="table" data-testid="view-table">
        <TableRowsIcon fontSize="small" aria-hidden sx={{ mr: 0.75 }} />
        {t('takesTable.view.table')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
