import { Box, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlacements } from '../api/placements';
import { PlacementCard } from './placement-card';

/** How many placements the home and info pages show: one row on a desktop. */
export const SHOWCASE_SIZE = 3;

/**
 * The latest placements for everyone, guests too (docs/contracts.md#placements). It is a bonus on
 * the page, so while loading, with none, or when the call fails it is simply not there (no toast).
 */
export function PlacementsShowcase() {
  const { t } = useTranslation();
  const headingId = useId();
  const placements = usePlacements(SHOWCASE_SIZE);
  if (!placements.data || placements.data.length === 0) return null;

  return (
    <Stack
      component="section"
      aria-labelledby={headingId}
      data-testid="placements-showcase"
      spacing={2}
    >
      <div>
        <Typography id={headingId} variant="h4" component="h2" gutterBottom>
          {t('placements.showcase.heading')}
        </Typography>
        <Typography color="text.secondary">{t('placements.showcase.lead')}</Typography>
      </div>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
          m: 0,
          p: 0,
        }}
      >
        {placements.data.map((placement) => (
          <PlacementCard key={placement.id} placement={placement} />
        ))}
      </Box>
    </Stack>
  );
}
