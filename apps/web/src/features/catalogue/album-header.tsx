import { Box, Stack, Typography } from '@mui/material';
import type { Album } from '@cuebrief/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { formatDuration } from '../../lib/format-duration';
import { AlbumStatusChip } from './admin/album-status-chip';
import { AlbumArt } from './album-art';

/** How wide the page's cover is drawn: the phone's width (up to 420 px), else 280 or 360 px. */
const COVER_SIZES = '(max-width: 599.95px) min(100vw, 420px), (max-width: 899.95px) 280px, 360px';

/** The top of an album's page: its cover, large, beside its title, description and length. */
export function AlbumHeader({ album, actions }: { album: Album; actions?: ReactNode }) {
  const { t } = useTranslation();
  const facts = [
    t('catalogue.tracks', { count: album.tracksCount }),
    album.tracksCount > 0 && formatDuration(album.durationSeconds),
  ].filter(Boolean);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }}>
      <Box sx={{ width: { xs: '100%', sm: 280, md: 360 }, maxWidth: 420, flexShrink: 0 }}>
        <AlbumArt
          image={album.cover}
          title={album.title}
          alt={t('catalogue.album.coverOf', { title: album.title })}
          sizes={COVER_SIZES}
          isAboveTheFold
        />
      </Box>
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <PageHeader
          title={album.title}
          status={<AlbumStatusChip album={album} />}
          lead={facts.join(' · ')}
        />
        {album.description && (
          <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {album.description}
          </Typography>
        )}
        {actions}
      </Stack>
    </Stack>
  );
}
