import { RequestSubmissionsHead } from './request-submissions-head';
import { Button, Stack, Typography } from '@mui/material';
import type { ClientSubmission } from '@cuebrief/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyList, ListSkeleton, LoadFailed } from '../../../components/list-states';
import { ShowMore } from '../../../components/paged-list/show-more';
import { useFetchFailureToast } from '../../../components/toast/use-failure-toast';
import { useFirstScreen } from '../../../components/paged-list/use-first-screen';
import { useListParams } from '../../../components/paged-list/use-list-params';
import { useRefetchWhileAnalysing } from '../../../domain/analysis/use-refetch-while-analysing';
import { formatDate } from '../../../lib/format-date';
import {
  CLIENT_SUBMISSIONS_KEY,
  clientSubmissionsCache,
  useClientSubmissions,
} from '../api/client-submissions';
import { AudioList } from '../../../domain/audio/audio-item';
import { SubmissionCard } from '../submission-card';
import { SubmissionWords } from '../submission-words';
import { orderSubmissions, type TakeOrder } from './take-order';
import { TakeOrderBar } from './take-order-bar';
import { ClientTakeItem } from './client-take-item';
import { PlayerQueue } from '../../../components/audio-player/player-provider';
import { CommentsOnPlayer } from '../../../domain/reviews/player/comments-on-player';
import { useTakeVersions } from '../../../domain/reviews/player/use-take-versions';
import { useMarkListened } from '../../../domain/audio/client-audio-actions';
import { useSubmissionsView } from './submissions-view-switch';
import { RequestTakesTablePage } from './takes-table/request-takes-table-page';

/** The address keeps the order (`?sort=fit&fits=true`), so a reload or Back shows the same. */
const ORDER_PARAMS = ['sort', 'fits'];

const takesIn = (submissions: readonly ClientSubmission[]) =>
  submissions.flatMap((submission) => submission.audios);

/** Takes enough to fill a screen below the page's head: a take's card is half a laptop's. */
const SCREEN_TAKES = 2;

/** How many submissions, from the first, hold a screen's takes. */
function screenful(submissions: readonly ClientSubmission[]): number {
  let takes = 0;
  const last = submissions.findIndex((submission) => {
    takes += submission.audios.length;
    return takes >= SCREEN_TAKES;
  });
  return last === -1 ? submissions.length : last + 1;
}

/**
 * /requests/:id/submissions (Client): the takes of one of the client's requests as cards, or
 * with `?view=table` as a dense table (takes-table/) for requests with hundreds of takes.
 */
export function RequestSubmissionsPage() {
  return useSubmissionsView() === 'table' ? <RequestTakesTablePage /> : <RequestSubmissionCards />;
}

/**
 * The music composers sent to one of the client's requests, as cards, the newest few first and
 * more on "Show more" (docs/contracts.md#bounded-lists): newest first or the best fit first
 * among those loaded, optionally only takes that fit the brief; each take to play (what is
 * loaded is the player's queue), compare its versions, comment on, decide on, mark as favourite
 * and offer to license. Takes still being measured are asked for again until their fit is known.
 */
function RequestSubmissionCards() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const list = useClientSubmissions(id);
  useFetchFailureToast(list);
  const { submissions } = list;
  const params = useListParams(ORDER_PARAMS);
  const order: TakeOrder = {
    sort: params.filters.sort === 'fit' ? 'fit' : 'newest',
    fitsOnly: params.filters.fits === 'true',
  };
  const setOrder = (changes: Partial<TakeOrder>) => {
    const next = { ...order, ...changes };
    params.setFilters({
      sort: next.sort === 'fit' ? 'fit' : '',
      fits: next.fitsOnly ? 'true' : '',
    });
  };
  useRefetchWhileAnalysing(takesIn(submissions), list.refetch);
  const shown = orderSubmissions(submissions, order);
  // The cards of the first screen are painted before the rest of the window's.
  const rendered = useFirstScreen(shown, screenful(shown));
  const markListened = useMarkListened(clientSubmissionsCache);
  // The client starts comment threads: C comments on the take playing.
  const player = useTakeVersions(
    shown.map((submission) => ({ takes: submission.audios, byline: submission.composerName })),
    { canComment: true, onPlayStarted: (version) => markListened(version.id) },
  );

  let content;
  if (list.isPending) {
    content = <ListSkeleton rows={2} height={260} />;
  } else if (list.isError && !list.isFetchNextPageError) {
    content = (
      <LoadFailed
        message={t('submissions.client.loadFailed')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (submissions.length === 0) {
    content = <EmptyList text={t('submissions.client.empty')} />;
  } else {
    content = (
      <Stack spacing={2}>
        <TakeOrderBar order={order} onChange={setOrder} />
        <Typography role="status" variant="body2" color="text.secondary">
          {order.fitsOnly
            ? t('analysis.order.shown', {
                count: takesIn(shown).length,
                total: takesIn(submissions).length,
              })
            : t('requests.submissions', { count: list.total ?? submissions.length })}
        </Typography>
        {shown.length === 0 ? (
          <EmptyList text={t('analysis.order.noneFit')}>
            <Button variant="outlined" onClick={() => setOrder({ fitsOnly: false })}>
              {t('analysis.order.showAll')}
            </Button>
          </EmptyList>
        ) : (
          rendered.map((submission) => (
            <SubmissionCard
              key={submission.id}
              title={t('submissions.client.byComposer', { name: submission.composerName })}
              byline={t('submissions.client.sentOn', { date: formatDate(submission.createdAt) })}
            >
              <SubmissionWords submission={submission} />
              <AudioList>
                {submission.audios.map((take) => (
                  <ClientTakeItem
                    key={take.id}
                    take={take}
                    askingPrice={submission.askingPrice}
                    chosen={player.chosenOf(take)}
                    onChoose={(version) => player.choose(take, version)}
                    onSeek={(seconds) => player.playFrom(take, seconds)}
                  />
                ))}
              </AudioList>
            </SubmissionCard>
          ))
        )}
        <ShowMore list={list} />
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <RequestSubmissionsHead requestId={id} request={list.request} />
      <CommentsOnPlayer listKey={CLIENT_SUBMISSIONS_KEY} versionOf={player.versionOf}>
        <PlayerQueue tracks={player.tracks}>{content}</PlayerQueue>
      </CommentsOnPlayer>
    </Stack>
  );
}
