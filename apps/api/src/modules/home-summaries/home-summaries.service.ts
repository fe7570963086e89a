import {
  HOME_LIST_SIZE,
  type AdminHome,
  type ClientHome,
  type ComposerHome,
} from '@cuebrief/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { PaymentsService } from '../payments/payments.service';
import type { RequestsService } from '../requests/requests.service';
import type { ReviewsService } from '../reviews/reviews.service';
import { homeSummariesRepository as repository } from './home-summaries.repository';

/** When the last event of a take happened, for ordering: a take without one goes last. */
const lastMoved = (take: ComposerHome['takes'][number]) => take.lastEvent?.at ?? '';

/**
 * Each signed-in role's home in one call (docs/contracts.md#homes, decision 033): what waits for
 * them, a few of each, with counts. The lists other screens already answer come from their
 * modules (the composers' open requests, a take's last event, the admins' payments); the rest
 * are a few grouped queries of this module's own.
 */
export function createHomeSummariesService(deps: {
  db: Db;
  clock: Clock;
  requests: RequestsService;
  reviews: ReviewsService;
  payments: PaymentsService;
}) {
  const { db, clock, requests, reviews, payments } = deps;

  return {
    async clientHome(client: UserRow): Promise<ClientHome> {
      const [active, newTakes, toPay] = await Promise.all([
        repository.activeRequestsOf(db, client.id, clock.now()),
        repository.requestsWithNewTakes(db, client.id),
        repository.offersToPay(db, client.id),
      ]);
      return {
        activeRequests: active,
        newTakes: {
          total: newTakes.total,
          requests: newTakes.requests.map(({ id, title, newTakes: takes, latestAt }) => ({
            id,
            title,
            newTakes: takes,
            latestAt: latestAt.toISOString(),
          })),
        },
        offersToPay: {
          count: toPay.count,
          offers: toPay.rows.map((row) => ({
            id: row.id,
            audio: { id: row.audioId, title: row.audioTitle },
            request:
              row.requestId && row.requestTitle
                ? { id: row.requestId, title: row.requestTitle }
                : null,
            priceCents: row.priceCents,
            checkoutUrl: row.checkoutUrl,
          })),
        },
      };
    },

    async composerHome(composer: UserRow): Promise<ComposerHome> {
      const [briefs, takes, awaiting] = await Promise.all([
        // The first page of New Requests, from its cache: the same briefs, the same total.
        requests.pageOpenRequests({ page: 1, pageSize: HOME_LIST_SIZE }),
        repository.newestTakesOf(db, composer.id),
        repository.threadsAwaitingReply(db, composer.id),
      ]);
      const summaries = await reviews.summariesOf(
        composer,
        takes.map((take) => ({ takeId: take.takeId, requestId: take.requestId })),
      );
      const withEvents = takes.map((take) => ({
        takeId: take.takeId,
        audioId: take.audioId,
        title: take.title,
        version: take.version,
        request: { id: take.requestId, title: take.requestTitle },
        lastEvent: summaries.get(take.takeId)?.lastEvent ?? null,
      }));
      return {
        newBriefs: {
          total: briefs.total,
          requests: briefs.data.map((brief) => ({
            id: brief.id,
            title: brief.title,
            agencyName: brief.agencyName,
            budget: brief.budget,
            deadline: brief.deadline,
            genre: brief.genre,
            createdAt: brief.createdAt,
          })),
        },
        // Sorted as strings: ISO times of one zone order as the moments do.
        takes: withEvents
          .sort((a, b) => lastMoved(b).localeCompare(lastMoved(a)))
          .slice(0, HOME_LIST_SIZE),
        awaitingReply: {
          count: awaiting.count,
          comments: awaiting.rows.map((row) => ({
            id: row.id,
            audioId: row.audioId,
            takeTitle: row.takeTitle,
            request: { id: row.requestId, title: row.requestTitle },
            body: row.body,
            createdAt: row.createdAt.toISOString(),
          })),
        },
      };
    },

    async adminHome(): Promise<AdminHome> {
      const [pendingSignUps, offersToAnswer, recent] = await Promise.all([
        repository.pendingSignUps(db),
        repository.offersToAnswer(db),
        payments.pageAdminPayments({ page: 1, pageSize: HOME_LIST_SIZE }),
      ]);
      return { pendingSignUps, offersToAnswer, recentPayments: recent.data };
    },
  };
}

export type HomeSummariesService = ReturnType<typeof createHomeSummariesService>;
