import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import type { AdminQuestion } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';
import { formatDateTime } from '../../lib/format-date-time';
import { CardTitle } from '../../components/card-title';

/** One question as the admin reads it: who asked, when, for which page, and the answer if any. */
export function QuestionCard({
  question,
  onAnswer,
  onDelete,
}: {
  question: AdminQuestion;
  onAnswer: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const headingId = `inbox-question-${question.id}`;
  const isAnswered = question.answer !== null;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        {/* On a phone the chip goes below the sender, leaving the long email the whole width. */}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1.5 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <CardTitle id={headingId} component="h2">
              {question.name}
            </CardTitle>
            <Link href={`mailto:${question.email}`} sx={{ overflowWrap: 'anywhere' }}>
              {question.email}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {t('inbox.asked', { date: formatDateTime(question.createdAt) })}
            </Typography>
          </Box>
          <Chip
            size="small"
            variant="outlined"
            // The theme's orange is too light for small text on white; its dark shade reads.
            sx={
              question.audience === 'agency'
                ? { color: 'primary.main', borderColor: 'primary.main' }
                : { color: 'secondary.dark', borderColor: 'secondary.dark' }
            }
            label={t(`inbox.audience.${question.audience}`)}
          />
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {question.question}
        </Typography>
        {isAnswered && (
          <Box
            sx={{
              mt: 2,
              p: 2,
              borderRadius: 1,
              bgcolor: 'action.hover',
              borderLeft: 4,
              borderColor: 'primary.main',
            }}
          >
            <Typography variant="subtitle2" component="h3">
              {t('inbox.answerHeading')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {question.answer}
            </Typography>
            {question.answeredAt && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('inbox.answeredOn', { date: formatDate(question.answeredAt) })}
              </Typography>
            )}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
        {/* Answering is the work waiting, so it stands out; editing an answer is secondary. */}
        <Button
          variant={isAnswered ? 'outlined' : 'contained'}
          onClick={onAnswer}
          aria-label={t(isAnswered ? 'inbox.editAnswerFor' : 'inbox.answerFor', {
            name: question.name,
          })}
        >
          {t(isAnswered ? 'inbox.editAnswer' : 'inbox.answer')}
        </Button>
        <Button
          color="error"
          onClick={onDelete}
          aria-label={t('inbox.deleteFor', { name: question.name })}
          sx={{ ml: '0 !important' }}
        >
          {t('inbox.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
