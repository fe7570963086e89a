import {
  deadlineEnd,
  type ClientRequest,
  type ComposerRequest,
  type ComposerRequestListQuery,
  type CreateRequest,
  type Paged,
  type RequestState,
} from '@cuebrief/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheNotifications } from '../../db/cache-notifications';
import type { Db, DbOrTx } from '../../db/client';
import type { NewRequestRow, RequestRow, UserRow } from '../../db/schema';
import { AppError, validationError } from '../../lib/app-error';
import { EVERY_KEY } from '../../lib/cache-invalidation';
import type { Clock } from '../../lib/clock';
import { usdToCents } from '../../lib/format-usd';
import { pageOf, pageWindow } from '../../lib/paging';
import { startPeriodicWorker } from '../../lib/periodic-worker';
import { createReadThroughCache } from '../../lib/read-through-cache';
import { ACCOUNTS_CACHE, type UsersService } from '../users/users.service';
import type { RequestDigestsService } from './request-digests.service';
import { canClose, endedStateOf, stateAt } from './requests.policy';
import { presentClientRequest, presentComposerRequest } from './requests.presenter';
import { requestsRepository as repository } from './requests.repository';

// A request's state on a date, which other modules show next to what they hold of it.
export { stateAt };

/**
 * The line lists, mails and the licence show for a request: the client's title, else its first
 * category and length and up to two genres.
 */
function requestTitle(brief: Pick<CreateRequest, 'title' | 'category' | 'length' | 'genre'>) {
  if (brief.title) return brief.title;
  return [brief.category[0], brief.length[0], brief.genre.slice(0, 2).join(', ')].join(' · ');
}

/** The row a brief is stored as: money in cents, the tempo range in two columns, the title made. */
function requestRowOf(clientId: string, brief: CreateRequest, createdAt: Date): NewRequestRow {
  const { budget, tempo, ...fields } = brief;
  return {
    ...fields,
    clientId,
    title: requestTitle(brief),
    budgetCents: usdToCents(budget),
    tempoMin: tempo[0],
    tempoMax: tempo[1],
    closesAt: deadlineEnd(brief.deadline),
    createdAt,
    updatedAt: createdAt,
  };
}

/** A brief as it is imported, rather than created through the API. */
export type ImportedRequest = {
  clientId: string;
  brief: CreateRequest;
  createdAt: Date;
  closedAt?: Date;
};

/**
 * How long a page of the composers' list is reused. Every composer reads the same pages, and
 * counting the matches is the costly part of a page. A change publishes `OPEN_PAGES_CACHE`,
 * which clears them here at once and on every other instance within milliseconds of its commit
 * (decision 024), and a page goes as soon as a request it counts reaches its deadline; this
 * lifetime is the safety net for a notice that could not be heard.
 */
export const OPEN_PAGE_CACHE_MS = 5_000;
/** The name changes to open requests are published under; always for every page (`*`). */
const OPEN_PAGES_CACHE = 'open-request-pages';
/** Pages kept at once; a page holds at most 100 briefs. */
const OPEN_PAGE_CACHE_ENTRIES = 100;
/** Requests stored as closed per statement when their deadlines pass (see the worker). */
const CLOSE_BATCH = 1000;

type OpenPage = { page: Paged<ComposerRequest>; nextClosesAt: Date | null };

const notFound = () => new AppError('NOT_FOUND', 'There is no such request.');

/**
 * Briefs: clients create and close their own, composers browse the open ones
 * (docs/contracts.md#who-sees-requests).
 */
export function createRequestsService(deps: {
  db: Db;
  clock: Clock;
  users: UsersService;
  digests: RequestDigestsService;
  caches: CacheNotifications;
  log: FastifyBaseLogger;
}) {
  const { db, clock, users, digests, caches, log } = deps;
  const openPages = createReadThroughCache<string, OpenPage>({
    maxEntries: OPEN_PAGE_CACHE_ENTRIES,
    clock,
    ttlMs: OPEN_PAGE_CACHE_MS,
    expiresBy: (open) => open.nextClosesAt ?? undefined,
    watch: (drop) => caches.watch(OPEN_PAGES_CACHE, drop),
  });
  // The pages name each request's agency, from its client's account: a change to any account
  // (rare beside the reads) lets them go too, wherever it was made.
  caches.watch(ACCOUNTS_CACHE, () => openPages.clear());
  /** Every page goes on every instance; in the change's transaction when given it. */
  const forgetOpenPages = (tx: DbOrTx) => caches.publish(tx, OPEN_PAGES_CACHE, EVERY_KEY);

  /** Account removal (wired in services.ts): a client's open requests close, anonymised. */
  async function removeAccountData(tx: DbOrTx, removed: UserRow): Promise<void> {
    await repository.closeAndAnonymiseOfClient(tx, removed.id, clock.now());
    await forgetOpenPages(tx);
  }

  async function loadOpenPage(query: ComposerRequestListQuery): Promise<OpenPage> {
    const now = clock.now();
    const { rows, total, nextClosesAt } = await repository.pageOpen(db, {
      ...pageWindow(query),
      now,
      genre: query.genre,
      mood: query.mood,
      category: query.category,
      tempoMin: query.tempoMin,
      tempoMax: query.tempoMax,
      closesBy: query.deadlineBefore ? deadlineEnd(query.deadlineBefore) : undefined,
      search: query.search,
    });
    const page = pageOf(
      query,
      rows.map(({ request, agencyName }) => presentComposerRequest(request, agencyName, now)),
      total,
    );
    return { page, nextClosesAt };
  }

  /** Stores `closed` for requests whose deadline has passed, a batch at a time, until none is left. */
  async function storeClosedPastDeadline(): Promise<number> {
    let closed = 0;
    for (;;) {
      const batch = await repository.storeClosedPastDeadline(db, clock.now(), CLOSE_BATCH);
      closed += batch;
      if (batch < CLOSE_BATCH) return closed;
    }
  }

  async function findOwn(client: UserRow, id: string): Promise<RequestRow> {
    const row = await repository.findOwn(db, client.id, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    removeAccountData,

    /**
     * Stores a client's brief. The deadline must lie ahead by the server's clock, and creating
     * is a premium action: without a running trial or subscription it is 402 and nothing is
     * stored. The composers due a digest are mailed by the worker's next run, not by this call,
     * so a client's request never waits on them.
     */
    async createRequest(client: UserRow, brief: CreateRequest): Promise<ClientRequest> {
      const now = clock.now();
      if (deadlineEnd(brief.deadline) <= now) {
        throw validationError([{ field: 'deadline', message: 'Choose a day from today on' }]);
      }
      if (!users.hasPremiumAccess(client)) throw new AppError('SUBSCRIPTION_REQUIRED');
      const row = await db.transaction(async (tx) => {
        const inserted = await repository.insert(tx, requestRowOf(client.id, brief, now));
        await forgetOpenPages(tx);
        return inserted;
      });
      return presentClientRequest(row, now);
    },

    async listOwnRequests(client: UserRow, state?: RequestState): Promise<ClientRequest[]> {
      const now = clock.now();
      const rows = await repository.listOwn(db, client.id, { now, state });
      return rows.map((row) => presentClientRequest(row, now));
    },

    async getOwnRequest(client: UserRow, id: string): Promise<ClientRequest> {
      return presentClientRequest(await findOwn(client, id), clock.now());
    },

    /** A client stops an open request taking submissions before its deadline. */
    async closeOwnRequest(client: UserRow, id: string): Promise<ClientRequest> {
      const { row, now } = await db.transaction(async (tx) => {
        const request = await repository.findOwn(tx, client.id, id, { forUpdate: true });
        if (!request) throw notFound();
        const at = clock.now();
        const state = stateAt(request, at);
        if (!canClose(state)) throw new AppError('INVALID_STATE', `This request is ${state}.`);
        const closed = await repository.update(tx, id, {
          state: endedStateOf(request),
          closedAt: at,
          updatedAt: at,
        });
        await forgetOpenPages(tx);
        return { row: closed, now: at };
      });
      return presentClientRequest(row, now);
    },

    /** The composers' list: open requests of every client, newest first, filtered and paged. */
    async pageOpenRequests(query: ComposerRequestListQuery): Promise<Paged<ComposerRequest>> {
      const key = JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));
      return (await openPages.read(key, () => loadOpenPage(query))).page;
    },

    /** An open request as a composer reads it; closed and unknown ones are not found. */
    async getOpenRequest(id: string): Promise<ComposerRequest> {
      const now = clock.now();
      const found = await repository.findOpen(db, id, now);
      if (!found) throw notFound();
      return presentComposerRequest(found.request, found.agencyName, now);
    },

    /**
     * A request a composer is submitting to: unknown ones are not found, and one that is no
     * longer open is refused with a sentence saying so (the composer may have had it open in a
     * tab when its deadline passed).
     */
    async getRequestTakingSubmissions(id: string): Promise<ComposerRequest> {
      const now = clock.now();
      const found = await repository.findWithAgency(db, id);
      if (!found) throw notFound();
      const state = stateAt(found.request, now);
      if (state !== 'open') {
        throw new AppError(
          'INVALID_STATE',
          `This request is ${state} and takes no more submissions.`,
        );
      }
      return presentComposerRequest(found.request, found.agencyName, now);
    },

    /** A request as stored, read inside the caller's transaction (a licence prints from it). */
    /**
     * A request a composer may send a new version of a take to (docs/contracts.md#versions):
     * one its client has neither closed nor fulfilled. Its deadline stops new takes, not the
     * revisions a client asks for once the takes are in.
     */
    async getRequestTakingRevisions(id: string): Promise<ComposerRequest> {
      const now = clock.now();
      const found = await repository.findWithAgency(db, id);
      if (!found) throw notFound();
      if (found.request.state !== 'open') {
        throw new AppError(
          'INVALID_STATE',
          `This request is ${found.request.state} and takes no more versions.`,
        );
      }
      return presentComposerRequest(found.request, found.agencyName, now);
    },

    async findRequestIn(tx: DbOrTx, id: string): Promise<RequestRow | undefined> {
      return (await repository.findWithAgency(tx, id))?.request;
    },

    /**
     * An audio submitted to the request was licensed (decision 013), inside the caller's
     * transaction: an open brief stays open until its client closes it or its deadline day
     * ends, then ends fulfilled; one that had ended is fulfilled now.
     */
    async markLicensed(tx: DbOrTx, id: string): Promise<void> {
      await repository.markLicensed(tx, id, clock.now());
      await forgetOpenPages(tx);
    },

    /**
     * Keeps `submissionsCount` (the submissions a client can see: those with audio) in step,
     * inside the caller's transaction: +1 when a submission gets its first audio, −1 when it
     * loses its last.
     */
    addToSubmissionsCounts: (tx: DbOrTx, changes: { requestId: string; delta: number }[]) =>
      repository.addToSubmissionsCounts(tx, changes),

    /**
     * Briefs stored as given, with any dates, in one statement (demo data, benchmarks, tests);
     * a `closedAt` means its client closed it then. Nobody is mailed.
     */
    async importRequests(briefs: ImportedRequest[]): Promise<void> {
      await repository.insertMany(
        db,
        briefs.map(({ clientId, brief, createdAt, closedAt }) => ({
          ...requestRowOf(clientId, brief, createdAt),
          ...(closedAt ? { state: 'closed' as const, closedAt } : {}),
        })),
      );
      await forgetOpenPages(db);
    },

    storeClosedPastDeadline,

    /**
     * Every `intervalMs`: stores `closed` for requests past their deadline (housekeeping, see
     * the repository), then mails the composers due a digest. 0 turns it off (tests call both
     * when they mean to). Returns a stop function for shutdown.
     */
    startWorker(intervalMs: number): () => Promise<void> {
      if (intervalMs <= 0) return async () => {};
      const logged = (what: string) => (error: unknown) =>
        log.error({ err: error }, `${what} failed`);
      return startPeriodicWorker({
        intervalMs,
        task: async () => {
          const closed = await storeClosedPastDeadline().catch(
            logged('closing requests past their deadline'),
          );
          if (closed) log.info({ closed }, 'requests past their deadline stored as closed');
          await digests.sendDueDigests().catch(logged('request digest run'));
        },
        onError: logged('requests worker run'),
      });
    },
  };
}
export type RequestsService = ReturnType<typeof createRequestsService>;
