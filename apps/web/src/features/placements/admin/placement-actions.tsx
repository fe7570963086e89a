import ImageIcon from '@mui/icons-material/ImageOutlined';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusicOutlined';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { Placement } from '@cuebrief/shared';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeletePlacementButton } from './delete-placement-button';
import { ImageUploader } from './image-uploader';
import { MusicUploader } from './music-uploader';

type Panel = 'music' | 'image' | null;

/**
 * What an admin does on a placement's page: add or replace its music or image (the same
 * uploads as the new-placement dialog, opened under the buttons), and delete it.
 */
export function PlacementActions({ placement }: { placement: Placement }) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel>(null);
  const musicId = useId();
  const imageId = useId();
  const toggle = (next: Exclude<Panel, null>) =>
    setPanel((shown) => (shown === next ? null : next));

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<LibraryMusicIcon />}
          onClick={() => toggle('music')}
          aria-expanded={panel === 'music'}
          aria-controls={panel === 'music' ? musicId : undefined}
        >
          {panel === 'music'
            ? t('placements.music.hide')
            : placement.audio
              ? t('placements.music.replace')
              : t('placements.music.add')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<ImageIcon />}
          onClick={() => toggle('image')}
          aria-expanded={panel === 'image'}
          aria-controls={panel === 'image' ? imageId : undefined}
        >
          {panel === 'image'
            ? t('placements.image.hide')
            : placement.image
              ? t('placements.image.replace')
              : t('placements.image.add')}
        </Button>
        <DeletePlacementButton placement={placement} />
      </Stack>
      {panel === 'music' && (
        <PanelCard id={musicId} title={t('placements.music.heading')}>
          <MusicUploader placementId={placement.id} onStored={() => setPanel(null)} />
        </PanelCard>
      )}
      {panel === 'image' && (
        <PanelCard id={imageId} title={t('placements.image.label')}>
          <ImageUploader placementId={placement.id} onStored={() => setPanel(null)} />
        </PanelCard>
      )}
    </Stack>
  );
}

/** An upload opened under the buttons, named by its heading. */
function PanelCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <Card variant="outlined" component="section" id={id} aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
