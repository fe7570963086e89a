import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Stack,
  Typography,
} from '@mui/material';
import type { PublicQuestion, QuestionAudience } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { EmptyList, ListSkeleton, LoadFailed } from '../../components/list-states';
import { formatDate } from '../../lib/format-date';
import { useAnsweredQuestions } from './api/answered-questions';

function AnsweredQuestion({ question }: { question: PublicQuestion }) {
  const { t } = useTranslation();
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary
        id={`question-${question.id}`}
        aria-controls={`answer-${question.id}`}
        expandIcon={<ExpandMoreIcon />}
      >
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {question.question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {/* Answers are written with line breaks and lists; pre-line keeps them. */}
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {question.answer}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('questions.answeredOn', { date: formatDate(question.answeredAt) })}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}

/** The answered questions of one Q&A page, for the current search, a page at a time. */
export function AnsweredQuestionList({
  audience,
  search,
}: {
  audience: QuestionAudience;
  search: string;
}) {
  const { t } = useTranslation();
  const questions = useAnsweredQuestions({ audience, search });

  if (questions.isPending) return <ListSkeleton rows={4} height={56} />;
  if (questions.isError) {
    return (
      <LoadFailed message={t('questions.loadFailed')} onRetry={() => void questions.refetch()} />
    );
  }
  const items = questions.data.pages.flatMap((page) => page.data);
  const total = questions.data.pages.at(-1)?.total ?? 0;
  if (items.length === 0) {
    return <EmptyList text={search ? t('questions.noMatch', { search }) : t('questions.empty')} />;
  }

  return (
    <Stack spacing={2}>
      {/* Dimmed while a new search loads over the last results. */}
      <Box
        aria-busy={questions.isPlaceholderData}
        sx={{ opacity: questions.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {items.map((question) => (
          <AnsweredQuestion key={question.id} question={question} />
        ))}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="body2" color="text.secondary" role="status">
          {questions.hasNextPage
            ? t('questions.shown', { shown: items.length, total })
            : t('questions.count', { count: total })}
        </Typography>
        {questions.hasNextPage && (
          <Button
            variant="outlined"
            onClick={() => void questions.fetchNextPage()}
            loading={questions.isFetchingNextPage}
          >
            {t('questions.loadMore')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
