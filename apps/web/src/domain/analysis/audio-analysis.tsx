import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import type { AudioAnalysis as Analysis, BriefFit, StatedMismatch } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { FitDimensions } from './fit-dimensions';
import { measuredFactsOf, type ShownInFacts } from './measured-facts';

/** The note's first letter raised, as it starts a line of its own. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What the server measured in an audio, under its facts: "Analysing…" while it is measured,
 * "Could not be measured" when that failed, else the measured values, how a take fits its
 * brief dimension by dimension, and where the composer stated a tempo or key that differs from
 * the measurement. A live region, so the result is read out when it arrives.
 */
export function AudioAnalysis({
  title,
  analysis,
  fit = null,
  statedMismatches = [],
  shownInFacts,
}: {
  title: string;
  analysis: Analysis;
  fit?: BriefFit | null;
  statedMismatches?: readonly StatedMismatch[];
  /** The measured tempo or key the facts line above already shows, in place of a stated one. */
  shownInFacts?: ShownInFacts;
}) {
  const { t } = useTranslation();
  let content;
  if (analysis.state === 'pending') {
    content = (
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center' }}
        data-testid="analysis-pending"
      >
        <CircularProgress size={14} thickness={5} aria-hidden />
        <Typography variant="body2">
          <Box component="strong">{t('analysis.pending')}</Box> {t('analysis.pendingText')}
        </Typography>
      </Stack>
    );
  } else if (analysis.state === 'failed') {
    content = (
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start' }}
        data-testid="analysis-failed"
      >
        <ErrorOutlineIcon
          aria-hidden
          fontSize="small"
          sx={{ color: 'text.secondary', mt: '1px' }}
        />
        <Typography variant="body2" color="text.secondary">
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {t('analysis.failed')}
          </Box>{' '}
          {t('analysis.failedText')}
        </Typography>
      </Stack>
    );
  } else {
    const facts = measuredFactsOf(analysis, t, shownInFacts);
    content = (
      <>
        {facts.length > 0 && (
          <Typography variant="body2" data-testid="analysis-measured">
            <Box component="strong" sx={{ fontWeight: 700 }}>
              {t('analysis.measured')}
            </Box>
            {': '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {facts.join(' · ')}
            </Box>
          </Typography>
        )}
        {fit && <FitDimensions fit={fit} title={title} />}
        {statedMismatches.length > 0 && (
          <Stack
            component="ul"
            spacing={0.5}
            aria-label={t('analysis.mismatches.label')}
            data-testid="stated-mismatches"
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {statedMismatches.map((mismatch) => (
              <Stack
                component="li"
                key={mismatch.field}
                direction="row"
                spacing={0.75}
                sx={{ alignItems: 'flex-start' }}
              >
                <CompareArrowsIcon
                  aria-hidden
                  fontSize="small"
                  sx={{ color: 'text.secondary', mt: '1px' }}
                />
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <Box component="strong">{t(`analysis.mismatches.${mismatch.field}`)}</Box>
                  {': '}
                  {sentence(mismatch.note)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </>
    );
  }
  return (
    <Stack
      spacing={1}
      role="status"
      aria-label={t('analysis.measuredOf', { title })}
      data-testid="audio-analysis"
      data-state={analysis.state}
    >
      {content}
    </Stack>
  );
}
