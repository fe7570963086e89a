import { Chip, Stack } from '@mui/material';
import type { AudioFile } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../lib/format-bytes';

/** "MP3 · 4.2 MB · 44.1 kHz": what each stored file of an audio is, at a glance. */
export function AudioFileBadges({ files }: { files: readonly AudioFile[] }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      aria-label={t('submissions.files.label')}
      sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}
    >
      {files.map((file) => (
        <li key={file.kind}>
          <Chip
            size="small"
            variant="outlined"
            label={[
              t(`submissions.files.${file.kind}`),
              formatBytes(file.bytes),
              file.sampleRate &&
                t('submissions.files.sampleRate', { rate: file.sampleRate / 1000 }),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </li>
      ))}
    </Stack>
  );
}
