import FavouriteIcon from '@mui/icons-material/Favorite';
import FavouriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { IconButton } from '@mui/material';
import type { ClientAudio } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { useFavouriteAudio, type ClientAudioCache } from './client-audio-actions';

/**
 * The heart: a toggle (pressed = favourite) that changes at once and goes back if refused. It
 * needs of the audio only what it sends and names, so a light row (the table of takes) has one.
 */
export function FavouriteButton({
  audio,
  cache,
}: {
  audio: Pick<ClientAudio, 'id' | 'audioType' | 'title' | 'isFavorite'>;
  cache: ClientAudioCache;
}) {
  const { t } = useTranslation();
  const favouriting = useFavouriteAudio(cache);
  const toggle = () =>
    favouriting.mutate({ id: audio.id, audioType: audio.audioType, isFavorite: !audio.isFavorite });
  return (
    <IconButton
      size="small"
      onClick={toggle}
      aria-pressed={audio.isFavorite}
      aria-label={t('submissions.client.favourite', { title: audio.title })}
      data-testid="favorite-button"
      sx={{ color: audio.isFavorite ? 'secondary.main' : 'text.secondary' }}
    >
      {audio.isFavorite ? <FavouriteIcon /> : <FavouriteBorderIcon />}
    </IconButton>
  );
}
