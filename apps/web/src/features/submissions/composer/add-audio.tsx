import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { AudioDraftCard } from '../submit/audio-draft-card';

/**
 * Another audio for a submission already sent (or one left without audio when the composer
 * went away mid-way): the same card as on the submit page, each file on its own row. Once every
 * file is stored, the list shows it.
 */
export function AddAudio({ submissionId, number }: { submissionId: string; number: number }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const [isAdding, setIsAdding] = useState(false);
  const ignoreBusy = useCallback(() => {}, []);
  const ignoreStored = useCallback(() => {}, []);

  if (!isAdding) {
    return (
      <Box>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setIsAdding(true)}>
          {t('submissions.mine.addAudio')}
        </Button>
      </Box>
    );
  }
  return (
    <AudioDraftCard
      number={number}
      submissionId={submissionId}
      onBusyChange={ignoreBusy}
      onRemove={() => setIsAdding(false)}
      onUploaded={ignoreStored}
      onSettled={(audio, isAllDone) => {
        // The card reads the list again after each file; a file cancelled or failed keeps the card open, with its row to retry.
        if (!isAllDone) return;
        setIsAdding(false);
        showToast({
          severity: 'success',
          description: t('submissions.mine.audioAdded', { title: audio.title }),
        });
      }}
    />
  );
}
