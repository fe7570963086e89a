import { Box, Stack, Typography } from '@mui/material';
import type { Placement } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format-date';
import { PlacementArt } from '../placement-art';
import { usePlacementFacts } from '../placement-facts';
import { PlacementPlayer } from '../placement-player';

/** A placement as its page shows it: title and facts, its image, its music and description. */
export function PlacementDetails({ placement }: { placement: Placement }) {
  const { t } = useTranslation();
  const factsOf = usePlacementFacts();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
        alignItems: 'start',
      }}
    >
      <PlacementArt
        image={placement.image}
        title={placement.title}
        alt={t('placements.detail.imageOf', { title: placement.title })}
        aspectRatio="16 / 9"
        sizes="(max-width: 899.95px) 100vw, 40vw"
        isAboveTheFold
      />
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <PageHeader
          title={placement.title}
          lead={
            <>
              <Typography data-testid="placement-facts">{factsOf(placement)}</Typography>
              <Typography variant="body2">
                {t('placements.detail.addedOn', { date: formatDate(placement.createdAt) })}
              </Typography>
            </>
          }
        />
        {placement.audio ? (
          <PlacementPlayer placement={placement} />
        ) : (
          <Typography color="text.secondary">{t('placements.noMusic')}</Typography>
        )}
        {placement.description && (
          <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {placement.description}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
