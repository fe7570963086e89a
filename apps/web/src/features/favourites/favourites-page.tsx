import { Button, Stack, Typography } from '@mui/material';
import { PRODUCT_NAME } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AudioList } from '../../domain/audio/audio-item';
import { AudioSource } from '../../domain/audio/audio-source';
import { ClientAudioItem } from '../../domain/audio/client-audio-item';
import { EmptyList, ListSkeleton, LoadFailed } from '../../components/list-states';
import { ShowMore } from '../../components/paged-list/show-more';
import { PageHeader } from '../../components/page-header';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { favouritesCache, useFavourites } from './api/favourites';

/**
 * /favourites (Client): every audio the client marked with the heart, from their requests'
 * submissions and from the catalogue, newest first, a few at a time ("Show more"); each to play,
 * unmark and offer on.
 */
export function FavouritesPage() {
  const { t } = useTranslation();
  const favourites = useFavourites();
  // An unmarked audio leaves at once; the cache keeps it until the server agrees (see the cache).
  const shown = favourites.items.filter((audio) => audio.isFavorite);
  // The server counted those unmarked since the list was read.
  const unmarked = favourites.items.length - shown.length;

  let content;
  if (favourites.isPending) {
    content = <ListSkeleton rows={3} height={180} />;
  } else if (favourites.isError && !favourites.isFetchNextPageError) {
    content = (
      <LoadFailed message={t('favourites.loadFailed')} onRetry={() => void favourites.refetch()} />
    );
  } else if (shown.length === 0 && !favourites.hasNextPage) {
    content = (
      <EmptyList text={t('favourites.empty')}>
        <Button component={RouterLink} to={paths.requestsHistory} variant="outlined">
          {t('favourites.toRequests')}
        </Button>
        {env.isMusicViewEnabled && (
          <Button component={RouterLink} to={paths.music} variant="outlined">
            {t('favourites.toCatalogue', { product: PRODUCT_NAME })}
          </Button>
        )}
      </EmptyList>
    );
  } else {
    content = (
      <Stack spacing={1.5}>
        <Typography role="status" variant="body2" color="text.secondary">
          {t('favourites.count', {
            count: favourites.total === null ? shown.length : favourites.total - unmarked,
          })}
        </Typography>
        <AudioList>
          {shown.map((audio) => (
            <ClientAudioItem
              key={audio.id}
              audio={audio}
              askingPrice={audio.askingPrice}
              cache={favouritesCache}
              details={<AudioSource source={audio.source} />}
            />
          ))}
        </AudioList>
        <ShowMore list={favourites} />
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader title={t('menu.favourites')} lead={t('favourites.lead')} />
      {content}
    </Stack>
  );
}
