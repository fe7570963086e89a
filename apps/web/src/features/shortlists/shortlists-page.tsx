import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ShortlistSummary } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyList, ListSkeleton, LoadFailed } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { useShortlists } from '../../domain/shortlists/shortlists-api';
import { useAuth } from '../../lib/auth/auth-context';
import { DeleteShortlistDialog } from './delete-shortlist-dialog';
import { ShortlistSummaryCard } from './shortlist-summary-card';
import { ShortlistTitleDialog, type TitleDialogMode } from './shortlist-title-dialog';

/**
 * /shortlists (Client, Admin): the viewer's shortlists, latest change first — a client's own,
 * to make, rename and delete; an admin reads every client's, with the agency, and changes none.
 */
export function ShortlistsPage() {
  const { t } = useTranslation();
  const isClient = useAuth().viewer === 'Client';
  const shortlists = useShortlists();
  const [titleDialog, setTitleDialog] = useState<TitleDialogMode | null>(null);
  const [toDelete, setToDelete] = useState<ShortlistSummary | null>(null);
  const startNew = () => setTitleDialog({ kind: 'create' });

  let content;
  if (shortlists.isPending) {
    content = <ListSkeleton rows={3} height={96} />;
  } else if (shortlists.isError) {
    content = (
      <LoadFailed message={t('shortlists.loadFailed')} onRetry={() => void shortlists.refetch()} />
    );
  } else if (shortlists.data.length === 0) {
    content = isClient ? (
      <EmptyList text={t('shortlists.empty')}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={startNew}>
          {t('shortlists.new')}
        </Button>
      </EmptyList>
    ) : (
      <EmptyList text={t('shortlists.emptyAdmin')} />
    );
  } else {
    content = (
      <Stack spacing={1.5}>
        <Typography role="status" variant="body2" color="text.secondary">
          {t('shortlists.count', { count: shortlists.data.length })}
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
          {shortlists.data.map((shortlist) => (
            <ShortlistSummaryCard
              key={shortlist.id}
              shortlist={shortlist}
              showAgency={!isClient}
              onRename={
                isClient
                  ? () =>
                      setTitleDialog({ kind: 'rename', id: shortlist.id, title: shortlist.title })
                  : undefined
              }
              onDelete={isClient ? () => setToDelete(shortlist) : undefined}
            />
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader
        title={t('menu.shortlists')}
        lead={t(isClient ? 'shortlists.lead' : 'shortlists.leadAdmin')}
      />
      {isClient && shortlists.data && shortlists.data.length > 0 && (
        <Box>
          <Button variant="contained" startIcon={<AddIcon />} onClick={startNew}>
            {t('shortlists.new')}
          </Button>
        </Box>
      )}
      {content}
      {titleDialog && (
        <ShortlistTitleDialog mode={titleDialog} onClose={() => setTitleDialog(null)} />
      )}
      {toDelete && <DeleteShortlistDialog shortlist={toDelete} onClose={() => setToDelete(null)} />}
    </Stack>
  );
}
