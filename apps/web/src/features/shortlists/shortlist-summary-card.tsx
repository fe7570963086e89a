import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Link, Stack, Typography } from '@mui/material';
import type { ShortlistSummary } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { shortlistPath } from '../../config/paths';
import { formatDate } from '../../lib/format-date';
import { ListCard } from '../../components/list-card';
import { CardTitle } from '../../components/card-title';

/**
 * One shortlist in the list: its title (to open it), whose it is for an admin, how many items
 * and live links it has and when it last changed, and, for its client, rename and delete.
 */
export function ShortlistSummaryCard({
  shortlist,
  showAgency,
  onRename,
  onDelete,
}: {
  shortlist: ShortlistSummary;
  showAgency: boolean;
  onRename?: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  const facts = [
    t('shortlists.itemCount', { count: shortlist.itemCount }),
    t('shortlists.activeLinkCount', { count: shortlist.activeLinkCount }),
    t('shortlists.changedOn', { date: formatDate(shortlist.updatedAt) }),
  ];
  return (
    <ListCard aria-label={shortlist.title} data-testid="shortlist-summary">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <CardTitle component="h2">
            <Link component={RouterLink} to={shortlistPath(shortlist.id)}>
              {shortlist.title}
            </Link>
          </CardTitle>
          {showAgency && (
            <Typography variant="body2" data-testid="shortlist-agency">
              {t('shortlists.ofAgency', { agency: shortlist.agencyName })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {facts.join(' · ')}
          </Typography>
        </Stack>
        {(onRename || onDelete) && (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {onRename && (
              <Button
                size="small"
                startIcon={<EditIcon />}
                onClick={onRename}
                aria-label={t('shortlists.renameOf', { title: shortlist.title })}
              >
                {t('shortlists.rename')}
              </Button>
            )}
            {onDelete && (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={onDelete}
                aria-label={t('shortlists.deleteOf', { title: shortlist.title })}
              >
                {t('shortlists.delete')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </ListCard>
  );
}
