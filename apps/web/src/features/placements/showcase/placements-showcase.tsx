import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlacements } from '../api/placements';
import { SHOWCASE_SIZE } from '../api/showcase-call';
import { PlacementCard } from './placement-card';

/**
 * A card's place while the placements load: its picture's frame and about its text and player's
 * height, so the page does not move when they come (decision 034: the guest home and How It
 * Works are pre-rendered with these in place, and on a phone the home asks for the placements
 * only once they are on the screen, so the frames are not announced as a wait).
 */
function PlacementCardSkeleton() {
  return (
    <Card variant="outlined" component="li" aria-hidden sx={{ listStyle: 'none', minWidth: 0 }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <CardContent>
        <Skeleton variant="text" width="70%" sx={{ fontSize: '1.25rem' }} />
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="rounded" height={96} sx={{ mt: 1.5 }} />
      </CardContent>
    </Card>
  );
}

/**
 * The latest placements for everyone, guests too (docs/contracts.md#placements). While they load,
 * the section holds their place (heading and card frames); with none, or when the call fails, it
 * is simply not there (no toast): it is a bonus on the page.
 */
export function PlacementsShowcase() {
  const { t } = useTranslation();
  const headingId = useId();
  const placements = usePlacements(SHOWCASE_SIZE);
  if (placements.isError || placements.data?.length === 0) return null;

  return (
    <Stack
      component="section"
      aria-labelledby={headingId}
      // On a pre-rendered guest page, the page's script runs once this is on the screen.
      data-loads-data=""
      data-testid="placements-showcase"
      spacing={2}
    >
      <div>
        <Typography id={headingId} variant="h2" gutterBottom>
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
        {placements.data
          ? placements.data.map((placement, index) => (
              <PlacementCard key={placement.id} placement={placement} isFirst={index === 0} />
            ))
          : Array.from({ length: SHOWCASE_SIZE }, (_, index) => (
              <PlacementCardSkeleton key={index} />
            ))}
      </Box>
    </Stack>
  );
}
