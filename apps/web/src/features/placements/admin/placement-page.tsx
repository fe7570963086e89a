import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadFailed } from '../../../components/list-states';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { usePlacement } from '../api/placements';
import { PlacementActions } from './placement-actions';
import { PlacementDetails } from './placement-details';

/**
 * /placements/:id (Admin): one placement with its image, music and words, and what the admin
 * does with it. A failed fetch is said on the page, without a toast.
 */
export function PlacementPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const placement = usePlacement(id);

  let content;
  if (placement.isPending) {
    content = <PageLoader />;
  } else if (placement.isError) {
    content = (
      <LoadFailed
        message={t('placements.detail.loadFailed')}
        onRetry={() => void placement.refetch()}
      />
    );
  } else {
    content = (
      <>
        <PlacementDetails placement={placement.data} />
        <PlacementActions placement={placement.data} />
      </>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 1040, mx: 'auto' }}>
      <Box>
        <Button
          component={RouterLink}
          to={paths.placements}
          startIcon={<ArrowBackIcon />}
          size="small"
        >
          {t('placements.detail.back')}
        </Button>
      </Box>
      {content}
    </Stack>
  );
}
