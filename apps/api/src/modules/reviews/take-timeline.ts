import { TIMELINE_EVENT_KINDS, type TimelineEvent } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import { PLATFORM_NAME, nameOf } from './review-names';
import {
  takeHistoryRepository as history,
  type CommentWithAuthor,
  type DecisionWithDecider,
  type LicenceEvent,
  type ListenEvent,
  type OfferEvent,
  type OfferPaymentEvent,
  type RequestEnd,
  type SharedPlayEvent,
  type VersionEvent,
} from './take-history.repository';

/**
 * A take's timeline (docs/contracts.md#timeline), computed from the rows of what happened: never
 * stored, so it cannot disagree with them. Read for many takes at once (a submissions page).
 */

export type TakeRef = { takeId: string; requestId: string };

/** Everything one take's timeline is made of. */
export type TakeHistory = {
  versions: VersionEvent[];
  listens: ListenEvent[];
  sharedPlays: SharedPlayEvent[];
  comments: CommentWithAuthor[];
  decisions: DecisionWithDecider[];
  offers: OfferEvent[];
  payments: OfferPaymentEvent[];
  licences: LicenceEvent[];
  request: RequestEnd | undefined;
};

const emptyHistory = (): Omit<TakeHistory, 'request'> => ({
  versions: [],
  listens: [],
  sharedPlays: [],
  comments: [],
  decisions: [],
  offers: [],
  payments: [],
  licences: [],
});

function groupByTake<R extends { takeId: string }>(rows: R[]): Map<string, R[]> {
  const byTake = new Map<string, R[]>();
  for (const row of rows) byTake.set(row.takeId, [...(byTake.get(row.takeId) ?? []), row]);
  return byTake;
}

/**
 * The histories of the takes named: one query per kind of row. With `comments: 'latest'` only
 * each take's newest comment is read, which is all its last event needs.
 */
export async function loadHistories(
  db: DbOrTx,
  takes: TakeRef[],
  options: { comments: 'all' | 'latest' },
): Promise<Map<string, TakeHistory>> {
  const takeIds = [...new Set(takes.map((take) => take.takeId))];
  const [versions, listens, sharedPlays, comments, decisions, offers, licences, requestEnds] =
    await Promise.all([
      history.versions(db, takeIds),
      history.listens(db, takeIds),
      history.sharedPlays(db, takeIds),
      options.comments === 'all'
        ? history.comments(db, takeIds)
        : history.latestComments(db, takeIds),
      history.decisions(db, takeIds),
      history.offers(db, takeIds),
      history.licences(db, takeIds),
      history.requestEnds(
        db,
        takes.map((take) => take.requestId),
      ),
    ]);
  const payments = await history.offerPayments(
    db,
    offers.map((offer) => offer.id),
  );
  const takeOfOffer = new Map(offers.map((offer) => [offer.id, offer.takeId]));
  const grouped = {
    versions: groupByTake(versions),
    listens: groupByTake(listens),
    sharedPlays: groupByTake(sharedPlays),
    comments: groupByTake(comments),
    decisions: groupByTake(decisions),
    offers: groupByTake(offers),
    payments: groupByTake(
      payments.map((payment) => ({
        ...payment,
        takeId: takeOfOffer.get(payment.audioReviewId) ?? '',
      })),
    ),
    licences: groupByTake(licences),
  };
  const requestOf = new Map(requestEnds.map((request) => [request.id, request]));
  return new Map(
    takes.map(({ takeId, requestId }) => {
      const own = emptyHistory();
      for (const key of Object.keys(own) as (keyof typeof own)[]) {
        (own[key] as unknown[]) = grouped[key].get(takeId) ?? [];
      }
      return [takeId, { ...own, request: requestOf.get(requestId) }];
    }),
  );
}

type Draft = Partial<Omit<TimelineEvent, 'at'>> & Pick<TimelineEvent, 'kind'> & { at: Date };

function event(draft: Draft): TimelineEvent & { sortAt: Date } {
  return {
    kind: draft.kind,
    at: draft.at.toISOString(),
    sortAt: draft.at,
    version: draft.version ?? null,
    audioId: draft.audioId ?? null,
    actor: draft.actor ?? null,
    text: draft.text ?? null,
    atSeconds: draft.atSeconds ?? null,
    reasons: draft.reasons ?? [],
  };
}

/** How the request ended, for this take: licensed on one of its versions, another take, closed. */
function endOf(take: TakeHistory): Draft | undefined {
  const { request } = take;
  if (request?.state === 'fulfilled') {
    const ownLicence = take.licences
      .map((licence) => licence.issuedAt)
      .sort((a, b) => a.getTime() - b.getTime())[0];
    return ownLicence
      ? { kind: 'fulfilled-by-this', at: ownLicence }
      : { kind: 'fulfilled-by-another', at: request.closedAt ?? request.updatedAt };
  }
  if (request?.state === 'closed')
    return { kind: 'closed', at: request.closedAt ?? request.updatedAt };
  return undefined;
}

/** The events of one take, oldest first; events at the same moment keep the story's order. */
export function timelineOf(take: TakeHistory): TimelineEvent[] {
  const versionOf = new Map(take.versions.map((v) => [v.id, v.version]));
  const offerOf = new Map(take.offers.map((offer) => [offer.id, offer]));
  const drafts: Draft[] = [
    ...take.versions.map((v): Draft => ({
      kind: v.version === 1 ? 'submitted' : 'version',
      at: v.createdAt,
      version: v.version,
      audioId: v.id,
      actor: nameOf(v.composer),
      text: v.version === 1 ? null : v.versionNote,
    })),
    ...take.listens.map((l): Draft => ({
      kind: 'listened',
      at: l.listenedAt,
      version: l.version,
      audioId: l.audioId,
      actor: nameOf(l.client),
    })),
    ...take.sharedPlays.map((p): Draft => ({
      kind: 'shared-play',
      at: p.playedAt,
      version: p.version,
      audioId: p.audioId,
    })),
    ...take.comments.map((c): Draft => ({
      kind: c.parentId ? 'reply' : 'comment',
      at: c.createdAt,
      version: c.version,
      audioId: c.audioId,
      actor: nameOf(c.author),
      text: c.body,
      atSeconds: c.atSeconds,
    })),
    ...take.decisions.map((d): Draft => ({
      kind: d.state,
      at: d.createdAt,
      version: d.version,
      audioId: d.audioId,
      actor: nameOf(d.decider),
      text: d.note,
      reasons: d.reasons,
    })),
    ...take.offers.map((o): Draft => ({
      kind: 'offered',
      at: o.createdAt,
      version: o.version,
      audioId: o.audioId,
      actor: nameOf(o.client),
    })),
    ...take.payments.flatMap((p): Draft[] => {
      const offer = offerOf.get(p.audioReviewId);
      const on = { version: offer?.version, audioId: offer?.audioId };
      const accepted: Draft = { kind: 'accepted', at: p.createdAt, actor: PLATFORM_NAME, ...on };
      if (!p.paidAt) return [accepted];
      const actor = offer ? nameOf(offer.client) : null;
      return [accepted, { kind: 'paid', at: p.paidAt, actor, ...on }];
    }),
    ...take.licences.map((l): Draft => ({
      kind: 'licensed',
      at: l.issuedAt,
      version: versionOf.get(l.audioId) ?? l.version,
      audioId: l.audioId,
      actor: PLATFORM_NAME,
    })),
  ];
  const end = endOf(take);
  if (end) drafts.push(end);
  const order = (kind: TimelineEvent['kind']) => TIMELINE_EVENT_KINDS.indexOf(kind);
  return drafts
    .map(event)
    .sort((a, b) => a.sortAt.getTime() - b.sortAt.getTime() || order(a.kind) - order(b.kind))
    .map(({ sortAt: _sortAt, ...rest }) => rest);
}
