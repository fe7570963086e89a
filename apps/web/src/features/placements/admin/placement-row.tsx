import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import type { Placement } from '@cuebrief/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardTitle } from '../../../components/card-title';
import { placementPath } from '../../../config/paths';
import { formatDuration } from '../../../lib/format-duration';
import { PlacementArt } from '../placement-art';
import { usePlacementFacts } from '../placement-facts';

/** One placement in the admin's list: a link to its page around its thumbnail and facts. */
export function PlacementRow({ placement }: { placement: Placement }) {
  const { t } = useTranslation();
  const titleId = useId();
  const factsOf = usePlacementFacts();
  return (
    <Card
      variant="outlined"
      component="li"
      aria-labelledby={titleId}
      data-testid="placement-row"
      sx={{ listStyle: 'none', minWidth: 0 }}
    >
      <CardActionArea component={RouterLink} to={placementPath(placement.id)}>
        <Stack direction="row" spacing={2} sx={{ p: 1.5, alignItems: 'center', minWidth: 0 }}>
          <Box sx={{ width: { xs: 64, sm: 80 }, flexShrink: 0 }}>
            {/* The list shows the small square thumbnail, not the full image. */}
            <PlacementArt image={placement.thumbnail} title={placement.title} aspectRatio="1 / 1" />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <CardTitle id={titleId} component="h2">
              {placement.title}
            </CardTitle>
            <Typography variant="body2" color="text.secondary">
              {factsOf(placement)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {placement.audio
                ? t('placements.withMusic', {
                    duration: formatDuration(placement.audio.durationSeconds),
                  })
                : t('placements.noMusic')}
            </Typography>
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
