import { Box, Button, Drawer, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from './dialog-close-button';
import { FiltersButton, useFoldedFilters } from './filters-panel';

/**
 * A list's filters beside its search on a wide screen, as they are given; on a phone, where they
 * would fill the first screen before the list, one "Filters" button with the count in force,
 * which opens the same filters in a sheet from the bottom (a modal dialog: focus stays inside,
 * Escape or the cross closes it, focus goes back to the button). Each filter applies as it
 * changes, in the sheet as beside the list, so what the list shows is always what is chosen
 * (decision 041).
 */
export function PhoneFoldedFilters({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation();
  // Read at once, not after a first render: a phone never paints the filters unfolded.
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const { isOpen, toggle, panelId } = useFoldedFilters();
  const titleId = useId();
  if (!isPhone) return children;
  return (
    <>
      <Box sx={{ alignSelf: 'flex-start' }}>
        <FiltersButton count={count} isOpen={isOpen} onToggle={toggle} panelId={panelId} />
      </Box>
      <Drawer
        anchor="bottom"
        open={isOpen}
        onClose={toggle}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
          },
        }}
      >
        <Box sx={{ position: 'relative', p: 2, pr: 7 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('filters.button')}
          </Typography>
          <DialogCloseButton onClick={toggle} />
        </Box>
        <Stack spacing={2} sx={{ px: 2, pb: 2, overflowY: 'auto' }}>
          {children}
        </Stack>
        <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
          <Button fullWidth variant="contained" size="large" onClick={toggle}>
            {t('filters.showResults')}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
