import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { Placement } from '@cuebrief/shared';
import { useId } from 'react';
import { CardTitle } from '../../../components/card-title';
import { SHOWCASE_IMAGE_SIZES } from '../api/showcase-call';
import { PlacementArt } from '../placement-art';
import { usePlacementFacts } from '../placement-facts';
import { PlacementPlayer } from '../placement-player';

/**
 * One placement in the showcase: its picture, title, who used it where and when, and its music.
 * The first card's picture loads at once and first: on a phone it is in the first screen, and
 * the guest entry may already have asked for it (showcase-call.ts).
 */
export function PlacementCard({
  placement,
  isFirst = false,
}: {
  placement: Placement;
  isFirst?: boolean;
}) {
  const titleId = useId();
  const factsOf = usePlacementFacts();
  return (
    <Card
      variant="outlined"
      component="li"
      aria-labelledby={titleId}
      data-testid="placement-card"
      sx={{ listStyle: 'none', minWidth: 0, display: 'flex', flexDirection: 'column' }}
    >
      <PlacementArt
        image={placement.image}
        title={placement.title}
        aspectRatio="16 / 9"
        sizes={SHOWCASE_IMAGE_SIZES}
        isAboveTheFold={isFirst}
      />
      <CardContent sx={{ flex: 1 }}>
        <Stack spacing={1.5}>
          <div>
            <CardTitle id={titleId} component="h3">
              {placement.title}
            </CardTitle>
            <Typography variant="body2" color="text.secondary">
              {factsOf(placement)}
            </Typography>
          </div>
          <PlacementPlayer placement={placement} />
        </Stack>
      </CardContent>
    </Card>
  );
}
