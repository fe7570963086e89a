import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import type { Audio, AudioFileKind } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { reasonOf } from '../../../lib/refusal-reason';
import { fetchDownloadLink } from '../api/media-links';
import { startDownload } from './start-download';

/** One button per stored file, each fetching a signed link to it when pressed. */
export function DownloadButtons({ audio }: { audio: Pick<Audio, 'id' | 'title' | 'files'> }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const [fetching, setFetching] = useState<AudioFileKind | null>(null);

  const download = async (kind: AudioFileKind) => {
    setFetching(kind);
    try {
      const { url } = await fetchDownloadLink(audio.id, kind);
      startDownload(url);
    } catch (error) {
      showToast({
        severity: 'error',
        description: t('submissions.files.downloadFailed', { reason: reasonOf(error) }),
      });
    } finally {
      setFetching(null);
    }
  };

  return audio.files.map((file) => {
    const kind = t(`submissions.files.${file.kind}`);
    return (
      <Button
        key={file.kind}
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon />}
        loading={fetching === file.kind}
        onClick={() => void download(file.kind)}
        aria-label={t('submissions.files.downloadOf', { kind, title: audio.title })}
      >
        {kind}
      </Button>
    );
  });
}
