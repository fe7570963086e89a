import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LoadFailed } from '../../components/list-states';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { reasonOf } from '../../lib/refusal-reason';
import { useShortlist } from './api/shortlist';
import { DeleteShortlistDialog } from './delete-shortlist-dialog';
import { ItemsSection } from './items/items-section';
import { ShareDialog } from './links/share-dialog';
import { ShareLinksSection } from './links/share-links-section';
import { ShortlistHead } from './shortlist-head';
import { ShortlistTitleDialog } from './shortlist-title-dialog';

type OpenDialog = 'share' | 'rename' | 'delete' | null;

/**
 * /shortlists/:id (Client, Admin): one shortlist — its music in order, to play as one queue, and
 * the links that share it with what each recipient did. Its client reorders, notes, removes,
 * shares and revokes; an admin reads it only.
 */
export function ShortlistPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const shortlist = useShortlist(id);
  const itemsHeadingId = useId();
  const linksHeadingId = useId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  let content;
  if (shortlist.isPending) {
    content = <PageLoader />;
  } else if (shortlist.isError) {
    content = (
      <LoadFailed
        message={t('shortlists.loadOneFailed', { reason: reasonOf(shortlist.error) })}
        onRetry={() => void shortlist.refetch()}
      />
    );
  } else {
    const data = shortlist.data;
    content = (
      <>
        <ShortlistHead
          shortlist={data}
          onShare={() => setDialog('share')}
          onRename={() => setDialog('rename')}
          onDelete={() => setDialog('delete')}
        />
        <ItemsSection shortlist={data} headingId={itemsHeadingId} />
        <ShareLinksSection shortlist={data} headingId={linksHeadingId} />
        {dialog === 'share' && (
          <ShareDialog shortlistId={data.id} shortlistTitle={data.title} onClose={close} />
        )}
        {dialog === 'rename' && (
          <ShortlistTitleDialog
            mode={{ kind: 'rename', id: data.id, title: data.title }}
            onClose={close}
          />
        )}
        {dialog === 'delete' && (
          <DeleteShortlistDialog
            shortlist={data}
            onClose={close}
            onDeleted={() => void navigate(paths.shortlists)}
          />
        )}
      </>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Box>
        <Button
          component={RouterLink}
          to={paths.shortlists}
          startIcon={<ArrowBackIcon />}
          size="small"
        >
          {t('shortlists.back')}
        </Button>
      </Box>
      {content}
    </Stack>
  );
}
