import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  DEFAULT_PAGE_SIZE,
  QUESTION_AUDIENCES,
  type AdminQuestion,
  type QuestionAudience,
  type QuestionState,
} from '@cuebrief/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchField } from '../../components/debounced-search-field';
import { ListSkeleton, LoadFailed } from '../../components/list-states';
import { AnswerDialog } from './answer-dialog';
import { useAdminQuestions } from './api/admin-questions';
import { DeleteQuestionDialog } from './delete-question-dialog';
import { InboxPagination } from './inbox-pagination';
import { QuestionCard } from './question-card';

type StateFilter = QuestionState | 'all';
type AudienceFilter = QuestionAudience | 'all';
const STATE_FILTERS: readonly StateFilter[] = ['unanswered', 'answered', 'all'];

/** The questions tab: filters, the cards of one page, and the answer and delete dialogs. */
export function QuestionsPanel() {
  const { t } = useTranslation();
  // Unanswered first: that is the work waiting for the admin.
  const [state, setState] = useState<StateFilter>('unanswered');
  const [audience, setAudience] = useState<AudienceFilter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<AdminQuestion | null>(null);
  const [deleting, setDeleting] = useState<AdminQuestion | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const questions = useAdminQuestions({
    state: state === 'all' ? undefined : state,
    audience: audience === 'all' ? undefined : audience,
    search,
    page,
  });

  // Answering or deleting the last question of the last page leaves that page empty.
  const isPageGone =
    questions.isSuccess &&
    !questions.isPlaceholderData &&
    page > 1 &&
    questions.data.data.length === 0;
  useEffect(() => {
    if (isPageGone) setPage((current) => current - 1);
  }, [isPageGone]);

  const changeFilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const content = () => {
    if (questions.isPending) return <ListSkeleton rows={3} height={160} />;
    // Spec §8: admin fetch failures stay on the page, without a toast.
    if (questions.isError) {
      return (
        <LoadFailed message={t('inbox.questionsFailed')} onRetry={() => void questions.refetch()} />
      );
    }
    const { data, total, pageSize } = questions.data;
    if (total === 0) {
      return (
        <Typography color="text.secondary">
          {state === 'unanswered' && audience === 'all' && !search
            ? t('inbox.noUnanswered')
            : t('inbox.noQuestions')}
        </Typography>
      );
    }
    return (
      <Stack spacing={2}>
        <Stack
          spacing={2}
          aria-busy={questions.isPlaceholderData}
          sx={{ opacity: questions.isPlaceholderData ? 0.6 : 1 }}
        >
          {data.map((question) => (
            <QuestionCard
              key={question.id}
              question={question}
              onAnswer={() => setAnswering(question)}
              onDelete={() => setDeleting(question)}
            />
          ))}
        </Stack>
        <InboxPagination
          page={page}
          pageSize={pageSize || DEFAULT_PAGE_SIZE}
          total={total}
          countText={t('inbox.questionCount', { count: total })}
          onChange={(next) => {
            setPage(next);
            listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
          }}
        />
      </Stack>
    );
  };

  return (
    <Stack spacing={3} ref={listTop} sx={{ scrollMarginTop: 80 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label={t('inbox.filters.state')}
          value={state}
          onChange={(event) => changeFilter(setState)(event.target.value as StateFilter)}
          sx={{ minWidth: 180 }}
        >
          {STATE_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`inbox.filters.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('inbox.filters.audience')}
          value={audience}
          onChange={(event) => changeFilter(setAudience)(event.target.value as AudienceFilter)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="all">{t('inbox.filters.everyone')}</MenuItem>
          {QUESTION_AUDIENCES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`inbox.audience.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <DebouncedSearchField
          label={t('inbox.searchQuestions')}
          onSearch={changeFilter(setSearch)}
          sx={{ flexGrow: 1 }}
        />
      </Stack>
      {content()}
      <AnswerDialog question={answering} onClose={() => setAnswering(null)} />
      <DeleteQuestionDialog question={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
