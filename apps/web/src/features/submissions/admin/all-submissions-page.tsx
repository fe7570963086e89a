import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OffersDialog } from '../../../domain/offers/offers-dialog';
import { useOffersDialog } from '../../../domain/offers/use-offers-dialog';
import { PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useListParams } from '../../../components/paged-list/use-list-params';
import { useRefetchWhileAnalysing } from '../../../domain/analysis/use-refetch-while-analysing';
import { RequestStateChip } from '../../../domain/requests/request-state-chip';
import { formatDate } from '../../../lib/format-date';
import { useAllSubmissions } from '../api/admin-submissions';
import { AudioList } from '../../../domain/audio/audio-item';
import { SubmissionCard } from '../submission-card';
import { SubmissionWords } from '../submission-words';
import { AdminAudioItem } from './admin-audio-item';
import { ALL_SUBMISSIONS_FILTERS, allSubmissionsFiltersOf } from './all-submissions-query';
import { SubmissionFilters } from './submission-filters';

/**
 * /all-submissions (Admin): every submission, searched and filtered with the state kept in the
 * address; each audio to play, with how it fits its brief (asked for again while it is
 * measured), its counts and the offers made on it.
 */
export function AllSubmissionsPage() {
  const { t } = useTranslation();
  const params = useListParams(ALL_SUBMISSIONS_FILTERS);
  const filters = allSubmissionsFiltersOf(params.filters);
  const query = useAllSubmissions({ page: params.page, search: params.search, ...filters });
  const offers = useOffersDialog();
  const isFiltered = params.search !== '' || Object.keys(filters).length > 0;
  useRefetchWhileAnalysing(
    query.data?.data.flatMap((submission) => submission.audios) ?? [],
    query.refetch,
  );

  return (
    <Stack spacing={3}>
      <PageHeader title={t('menu.allSubmissions')} lead={t('submissions.admin.lead')} />
      <PagedList
        query={query}
        params={params}
        searchLabel={t('submissions.admin.search')}
        searchHelp={t('submissions.admin.searchHelp')}
        filters={<SubmissionFilters params={params} filters={filters} />}
        emptyText={isFiltered ? t('submissions.admin.noMatch') : t('submissions.admin.empty')}
        failedText={t('submissions.admin.loadFailed')}
        skeleton={{ rows: 2, height: 260 }}
      >
        {(submissions) => (
          <Stack spacing={2}>
            {submissions.map((submission) => (
              <SubmissionCard
                key={submission.id}
                title={submission.request.title}
                mark={<RequestStateChip state={submission.request.state} />}
                byline={[
                  submission.composer.name,
                  submission.composer.email,
                  t('submissions.mine.submittedOn', { date: formatDate(submission.createdAt) }),
                ].join(' · ')}
              >
                <SubmissionWords submission={submission} />
                <AudioList>
                  {submission.audios.map((audio) => (
                    <AdminAudioItem
                      key={audio.id}
                      audio={audio}
                      onShowOffers={() => offers.show(audio)}
                    />
                  ))}
                </AudioList>
              </SubmissionCard>
            ))}
          </Stack>
        )}
      </PagedList>
      <OffersDialog {...offers.dialogProps} />
    </Stack>
  );
}
