import AddIcon from '@mui/icons-material/Add';
import DoneIcon from '@mui/icons-material/Done';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { Audio } from '@cuebrief/shared';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioDraftCard } from './audio-draft-card';

/**
 * The audios of a stored submission: one card each, more on demand. Finishing needs at least
 * one stored audio and no upload still running (leaving would cancel it).
 */
export function AudiosStep({
  submissionId,
  onFinish,
}: {
  submissionId: string;
  onFinish: (audios: Audio[]) => void;
}) {
  const { t } = useTranslation();
  const [cards, setCards] = useState<number[]>([1]);
  const [stored, setStored] = useState<Audio[]>([]);
  const [busyCards, setBusyCards] = useState<ReadonlySet<number>>(new Set());
  const isUploading = busyCards.size > 0;
  const hintId = useId();

  const busyChange = useCallback(
    (card: number) => (isBusy: boolean) =>
      setBusyCards((current) => {
        if (current.has(card) === isBusy) return current;
        const next = new Set(current);
        if (isBusy) next.add(card);
        else next.delete(card);
        return next;
      }),
    [],
  );

  const finishHint = isUploading
    ? t('submissions.submit.finishWhileUploading')
    : stored.length === 0
      ? t('submissions.submit.finishNeedsAudio')
      : null;

  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">{t('submissions.submit.audiosLead')}</Typography>
      {cards.map((card, index) => (
        <AudioDraftCard
          key={card}
          number={index + 1}
          submissionId={submissionId}
          onUploaded={(audio) =>
            // After each file the take is answered again: one entry per take.
            setStored((current) => [...current.filter((kept) => kept.id !== audio.id), audio])
          }
          onDeleted={(audio) =>
            setStored((current) => current.filter((kept) => kept.id !== audio.id))
          }
          onBusyChange={busyChange(card)}
          onRemove={
            index === 0 ? undefined : () => setCards((current) => current.filter((c) => c !== card))
          }
        />
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setCards((current) => [...current, Math.max(...current) + 1])}
        >
          {t('submissions.submit.addAudio')}
        </Button>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'flex-end' }}
      >
        {finishHint && (
          <Typography variant="body2" color="text.secondary" id={hintId}>
            {finishHint}
          </Typography>
        )}
        <Button
          variant="contained"
          size="large"
          endIcon={<DoneIcon />}
          disabled={finishHint !== null}
          aria-describedby={finishHint ? hintId : undefined}
          onClick={() => onFinish(stored)}
        >
          {t('submissions.submit.finish')}
        </Button>
      </Stack>
    </Stack>
  );
}
