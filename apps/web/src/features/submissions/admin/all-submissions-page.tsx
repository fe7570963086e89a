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
import { PlayerQueue } from '../../../components/audio-player/player-provider';
import { CommentsOnPlayer } from '../../../domain/reviews/player/comments-on-player';
import { useTakeVersions } from '../../../domain/reviews/player/use-take-versions';
import { submissionsApi } from '../api/paths';
import { AdminTakeItem } from './admin-take-item';
import { ALL_SUBMISSIONS_FILTERS, allSubmissionsFiltersOf } from './all-submissions-query';
import { SubmissionFilters } from './submission-filters';

/** The list's queries, by their first part (the address), read again after a change. */
const LIST_KEY = [submissionsApi.allSubmissions];

/**
 * /all-submissions (Admin): every submission, searched and filtered with the state kept in the
 * address; each take to play (the page is the player's queue), with how it fits its brief
 * (asked for again while it is measured), its counts, the offers made on it, and its review to
 * read: versions, comments, decision and history.
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
  // Admins read the review here; they start no thread from this list.
  const player = useTakeVersions(
    (query.data?.data ?? []).map((submission) => ({
      takes: submission.audios,
      byline: submission.composer.name,
    })),
    { canComment: false },
  );

  return (
    <Stack spacing={3}>
      <PageHeader title={t('menu.allSubmissions')} lead={t('submissions.admin.lead')} />
      <CommentsOnPlayer listKey={LIST_KEY} versionOf={player.versionOf}>
        <PlayerQueue tracks={player.tracks}>
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
                    <SubmissionWords submission={submission} askingPrice={submission.askingPrice} />
                    <AudioList>
                      {submission.audios.map((take) => (
                        <AdminTakeItem
                          key={take.id}
                          take={take}
                          chosen={player.chosenOf(take)}
                          onChoose={(version) => player.choose(take, version)}
                          onSeek={(seconds) => player.playFrom(take, seconds)}
                          onShowOffers={(version) => offers.show(version)}
                          listKey={LIST_KEY}
                        />
                      ))}
                    </AudioList>
                  </SubmissionCard>
                ))}
              </Stack>
            )}
          </PagedList>
        </PlayerQueue>
      </CommentsOnPlayer>
      <OffersDialog {...offers.dialogProps} />
    </Stack>
  );
}
