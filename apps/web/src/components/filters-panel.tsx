import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Collapse, Paper, Stack } from '@mui/material';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether a list's folded filters are open, and the id that ties the button to its panel. They
 * start folded: on a phone the filters would fill the first screen, and on any screen the list
 * is what the person came for.
 */
export function useFoldedFilters() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const toggle = useCallback(() => setIsOpen((open) => !open), []);
  return { isOpen, toggle, panelId };
}

/**
 * "Filters" with how many are in force: opens and folds the panel it controls. As tall as a
 * text box, so it sits in a row beside the search.
 */
export function FiltersButton({
  count,
  isOpen,
  onToggle,
  panelId,
}: {
  count: number;
  isOpen: boolean;
  onToggle: () => void;
  panelId: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant={count > 0 ? 'contained' : 'outlined'}
      startIcon={<TuneIcon />}
      onClick={onToggle}
      aria-expanded={isOpen}
      aria-controls={panelId}
      // The count is drawn as a badge; the name says it in words, after the visible text
      // ("Filters, 2 active"), so speech input finds the button by what it shows.
      aria-label={count > 0 ? t('filters.buttonActive', { count }) : undefined}
      sx={{ minHeight: 56, flexShrink: 0, whiteSpace: 'nowrap' }}
    >
      {t('filters.button')}
      {count > 0 && ' '}
      {count > 0 && (
        <Box
          component="span"
          aria-hidden
          sx={{
            ml: 1,
            px: 0.75,
            minWidth: '1.5em',
            borderRadius: 99,
            bgcolor: 'background.paper',
            color: 'primary.main',
            fontWeight: 700,
            lineHeight: 1.6,
          }}
        >
          {count}
        </Box>
      )}
    </Button>
  );
}

/**
 * The filters themselves, under the row that holds their button, with "Clear filters" while any
 * is in force. Folded, they stay mounted (hidden), so a number being typed is not lost.
 */
export function FiltersPanel({
  panelId,
  isOpen,
  label,
  count,
  onClear,
  children,
}: {
  panelId: string;
  isOpen: boolean;
  /** Names the group of filters for screen readers. */
  label: string;
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Collapse in={isOpen}>
      <Paper id={panelId} variant="outlined" role="group" aria-label={label} sx={{ p: 2 }}>
        <Stack spacing={2}>
          {children}
          {count > 0 && (
            <Box>
              <Button size="small" onClick={onClear}>
                {t('filters.clear')}
              </Button>
            </Box>
          )}
        </Stack>
      </Paper>
    </Collapse>
  );
}
