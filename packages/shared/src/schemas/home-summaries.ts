import { z } from 'zod';
import { adminPaymentSchema } from './payments';
import { composerRequestSchema } from './requests';
import { timelineEventSchema } from './reviews';

/**
 * How many entries each list of a role's home holds: a home is a glance at what waits, with a
 * link to the whole list, so its answer stays the same size however old the account is.
 */
export const HOME_LIST_SIZE = 5;

/** How many of a composer's newest takes their home reads the latest events of. */
export const HOME_TAKES_READ = 20;

const requestRef = z.object({ id: z.uuid(), title: z.string() });

/**
 * GET /users/v1/request/client/home: what waits for a client. A take is new to them while its
 * latest version is unplayed by them and they made no decision on it.
 */
export const clientHomeSchema = z.object({
  activeRequests: z.object({
    /** Their requests taking submissions now. */
    count: z.number().int(),
    /** The one whose deadline comes first, or null without any. */
    nearest: requestRef.extend({ deadline: z.string() }).nullable(),
  }),
  newTakes: z.object({
    /** New takes over all their requests. */
    total: z.number().int(),
    /** The requests with new takes, the latest upload first (at most HOME_LIST_SIZE). */
    requests: z.array(requestRef.extend({ newTakes: z.number().int(), latestAt: z.string() })),
  }),
  offersToPay: z.object({
    /** Their accepted offers whose checkout is open. */
    count: z.number().int(),
    /** Those offers, newest first (at most HOME_LIST_SIZE), each with where to pay. */
    offers: z.array(
      z.object({
        id: z.uuid(),
        audio: z.object({ id: z.uuid(), title: z.string() }),
        request: requestRef.nullable(),
        priceCents: z.number().int(),
        checkoutUrl: z.string(),
      }),
    ),
  }),
});
export type ClientHome = z.infer<typeof clientHomeSchema>;

/** GET /users/v1/request/composer/home: new briefs, where their takes stand, what to answer. */
export const composerHomeSchema = z.object({
  newBriefs: z.object({
    /** Every open request, as New Requests counts them. */
    total: z.number().int(),
    /** The newest (at most HOME_LIST_SIZE). */
    requests: z.array(
      composerRequestSchema.pick({
        id: true,
        title: true,
        agencyName: true,
        budget: true,
        deadline: true,
        genre: true,
        createdAt: true,
      }),
    ),
  }),
  /**
   * Of their HOME_TAKES_READ newest takes, the HOME_LIST_SIZE that moved last, each with its last
   * event (null before any), as My Submissions shows it.
   */
  takes: z.array(
    z.object({
      takeId: z.uuid(),
      /** The take's latest version. */
      audioId: z.uuid(),
      title: z.string(),
      version: z.number().int(),
      request: requestRef,
      lastEvent: timelineEventSchema.nullable(),
    }),
  ),
  awaitingReply: z.object({
    /** Threads the client or an admin started on their takes that they have not answered. */
    count: z.number().int(),
    /** The newest of them (at most HOME_LIST_SIZE). */
    comments: z.array(
      z.object({
        id: z.uuid(),
        audioId: z.uuid(),
        takeTitle: z.string(),
        request: requestRef,
        body: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
});
export type ComposerHome = z.infer<typeof composerHomeSchema>;

/** GET /users/v1/request/admin/home: sign-ups to decide, offers to answer, recent payments. */
export const adminHomeSchema = z.object({
  pendingSignUps: z.object({ composers: z.number().int(), clients: z.number().int() }),
  /** Offers still `offered`: no admin has accepted or declined them. */
  offersToAnswer: z.number().int(),
  /** The newest payments of any state (at most HOME_LIST_SIZE), as Payments lists them. */
  recentPayments: z.array(adminPaymentSchema),
});
export type AdminHome = z.infer<typeof adminHomeSchema>;
