import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import ShareIcon from '@mui/icons-material/Share';
import { Alert, Button, Stack } from '@mui/material';
import type { Shortlist } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { formatDate } from '../../lib/format-date';

/**
 * The top of a shortlist's page: its title (the page's h1), whose it is, its figures, and, for its
 * client, Share, Rename and Delete; an admin is told they read it only.
 */
export function ShortlistHead({
  shortlist,
  onShare,
  onRename,
  onDelete,
}: {
  shortlist: Shortlist;
  onShare: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const facts = [
    t('shortlists.itemCount', { count: shortlist.items.length }),
    t('shortlists.activeLinkCount', { count: shortlist.activeLinkCount }),
    t('shortlists.changedOn', { date: formatDate(shortlist.updatedAt) }),
  ];
  return (
    <Stack spacing={1.5}>
      <PageHeader
        title={shortlist.title}
        lead={
          shortlist.editable
            ? facts.join(' · ')
            : [t('shortlists.ofAgency', { agency: shortlist.agencyName }), ...facts].join(' · ')
        }
      />
      {shortlist.editable ? (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            startIcon={<ShareIcon />}
            onClick={onShare}
            disabled={shortlist.items.length === 0}
          >
            {t('shortlists.share.button')}
          </Button>
          <Button variant="outlined" startIcon={<EditIcon />} onClick={onRename}>
            {t('shortlists.rename')}
          </Button>
          <Button color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
            {t('shortlists.delete')}
          </Button>
        </Stack>
      ) : (
        <Alert severity="info">{t('shortlists.readOnly')}</Alert>
      )}
    </Stack>
  );
}
