import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyList, ListSkeleton, LoadFailed } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import { placementPath } from '../../../config/paths';
import { usePlacements } from '../api/placements';
import { NewPlacementDialog } from './new-placement-dialog';
import { PlacementRow } from './placement-row';

/**
 * /placements (Admin): every placement, newest first, each leading to its page; "New
 * placement" adds one step by step. A failed list is said on the page, without a toast.
 */
export function PlacementsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const placements = usePlacements();
  const [isCreating, setIsCreating] = useState(false);

  let content;
  if (placements.isPending) {
    content = <ListSkeleton rows={3} height={104} />;
  } else if (placements.isError) {
    content = (
      <LoadFailed message={t('placements.loadFailed')} onRetry={() => void placements.refetch()} />
    );
  } else if (placements.data.length === 0) {
    content = <EmptyList text={t('placements.empty')} />;
  } else {
    content = (
      <Stack spacing={1.5}>
        <Typography role="status" variant="body2" color="text.secondary">
          {t('placements.count', { count: placements.data.length })}
        </Typography>
        <Stack component="ul" spacing={1.5} aria-label={t('menu.placements')} sx={{ m: 0, p: 0 }}>
          {placements.data.map((placement) => (
            <PlacementRow key={placement.id} placement={placement} />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 1040, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <PageHeader title={t('menu.placements')} lead={t('placements.lead')} />
        <Box sx={{ flexShrink: 0 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
            {t('placements.new')}
          </Button>
        </Box>
      </Stack>
      {content}
      <NewPlacementDialog
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onFinished={(placement) => {
          setIsCreating(false);
          void navigate(placementPath(placement.id));
        }}
      />
    </Stack>
  );
}
