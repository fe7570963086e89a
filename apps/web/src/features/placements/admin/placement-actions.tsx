import ImageIcon from '@mui/icons-material/ImageOutlined';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusicOutlined';
import { Stack } from '@mui/material';
import type { Placement } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { PanelCard } from '../../../components/panels/panel-card';
import { PanelToggleButton, useOnePanel } from '../../../components/panels/one-panel';
import { DeletePlacementButton } from './delete-placement-button';
import { ImageUploader } from './image-uploader';
import { MusicUploader } from './music-uploader';

/**
 * What an admin does on a placement's page: add or replace its music or image (the same
 * uploads as the new-placement dialog, opened under the buttons), and delete it.
 */
export function PlacementActions({ placement }: { placement: Placement }) {
  const { t } = useTranslation();
  const panels = useOnePanel<'music' | 'image'>();

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <PanelToggleButton
          panels={panels}
          panel="music"
          variant="contained"
          icon={<LibraryMusicIcon />}
        >
          {panels.open === 'music'
            ? t('placements.music.hide')
            : placement.audio
              ? t('placements.music.replace')
              : t('placements.music.add')}
        </PanelToggleButton>
        <PanelToggleButton panels={panels} panel="image" variant="outlined" icon={<ImageIcon />}>
          {panels.open === 'image'
            ? t('placements.image.hide')
            : placement.image
              ? t('placements.image.replace')
              : t('placements.image.add')}
        </PanelToggleButton>
        <DeletePlacementButton placement={placement} />
      </Stack>
      {panels.open === 'music' && (
        <PanelCard id={panels.idOf('music')} title={t('placements.music.heading')}>
          <MusicUploader placementId={placement.id} onStored={panels.close} />
        </PanelCard>
      )}
      {panels.open === 'image' && (
        <PanelCard id={panels.idOf('image')} title={t('placements.image.label')}>
          <ImageUploader placementId={placement.id} onStored={panels.close} />
        </PanelCard>
      )}
    </Stack>
  );
}
