import { MenuItem, Stack, TextField } from '@mui/material';
import {
  QUESTION_AUDIENCES,
  type AdminQuestion,
  type QuestionAudience,
  type QuestionState,
} from '@cuebrief/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/paged-list/paged-list';
import { useListParams } from '../../components/paged-list/use-list-params';
import { AnswerDialog } from './answer-dialog';
import { useAdminQuestions } from './api/admin-questions';
import { DeleteQuestionDialog } from './delete-question-dialog';
import { QuestionCard } from './question-card';

type StateFilter = QuestionState | 'all';
const STATE_FILTERS: readonly StateFilter[] = ['unanswered', 'answered', 'all'];
const FILTERS = ['state', 'audience'] as const;

/** Unanswered unless the address says otherwise: that is the work waiting for the admin. */
const stateOf = (text: string | undefined): StateFilter =>
  STATE_FILTERS.find((state) => state === text) ?? 'unanswered';
/** An audience from the address, or both when it is missing or not one the API knows. */
const audienceOf = (text: string | undefined): QuestionAudience | undefined =>
  QUESTION_AUDIENCES.find((audience) => audience === text);

/** The questions tab: filters, the cards of one page, and the answer and delete dialogs. */
export function QuestionsPanel() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const state = stateOf(params.filters.state);
  const audience = audienceOf(params.filters.audience);
  const [answering, setAnswering] = useState<AdminQuestion | null>(null);
  const [deleting, setDeleting] = useState<AdminQuestion | null>(null);
  const questions = useAdminQuestions({
    state: state === 'all' ? undefined : state,
    audience,
    search: params.search,
    page: params.page,
  });

  // Answering or deleting the last question of the last page leaves that page empty: the last
  // page left takes its place, in the history too.
  const { setPage } = params;
  const pageLeft =
    questions.isSuccess &&
    !questions.isPlaceholderData &&
    questions.data.data.length === 0 &&
    params.page > 1
      ? Math.max(
          1,
          Math.min(params.page - 1, Math.ceil(questions.data.total / questions.data.pageSize)),
        )
      : null;
  useEffect(() => {
    if (pageLeft !== null) setPage(pageLeft, { replace: true });
  }, [pageLeft, setPage]);

  const filters = (
    <>
      <TextField
        select
        label={t('inbox.filters.state')}
        value={state}
        // The default is left out of the address.
        onChange={(event) =>
          params.setFilter('state', event.target.value === 'unanswered' ? '' : event.target.value)
        }
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
        value={audience ?? 'all'}
        onChange={(event) =>
          params.setFilter('audience', event.target.value === 'all' ? '' : event.target.value)
        }
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="all">{t('inbox.filters.everyone')}</MenuItem>
        {QUESTION_AUDIENCES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`inbox.audience.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );

  return (
    <>
      <PagedList
        query={questions}
        params={params}
        searchLabel={t('inbox.searchQuestions')}
        filters={filters}
        emptyText={
          state === 'unanswered' && !audience && !params.search
            ? t('inbox.noUnanswered')
            : t('inbox.noQuestions')
        }
        summary={(list) => t('inbox.questionCount', { count: list.total })}
        failedText={t('inbox.questionsFailed')}
        skeleton={{ rows: 3, height: 160 }}
      >
        {(items) => (
          <Stack spacing={2}>
            {items.map((question) => (
              <QuestionCard
                key={question.id}
                question={question}
                onAnswer={() => setAnswering(question)}
                onDelete={() => setDeleting(question)}
              />
            ))}
          </Stack>
        )}
      </PagedList>
      <AnswerDialog question={answering} onClose={() => setAnswering(null)} />
      <DeleteQuestionDialog question={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
