import { beforeAll, describe, expect, it } from 'vitest';
import {
  createdShareLinkSchema,
  shareLinkSchema,
  shortlistSchema,
  shortlistSummarySchema,
} from '@cuebrief/shared';
import { loginAs, type SignedIn } from '../helpers/accounts';
import { expectRefusal, type ApiResponse } from '../helpers/api';
import { useEveryRole } from '../helpers/every-role';
import { expectRefusedChangingNothing } from '../helpers/refusals';
import {
  linkBody,
  shareLinkOf,
  sharedShortlistOf,
  shortlistCalls as calls,
  shortlistOf,
} from '../helpers/shortlists';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signedIn = useEveryRole(t);

/** What a route acts on: a shortlist with the take as its one item (the track is off it) and a link. */
type Target = { id: string; itemId: string; linkId: string };

/** Every caller of a shortlist's route, and whether only its client may call it. */
type Who = 'a guest' | 'a composer' | 'another client' | 'an admin' | 'its client';

let shared: Awaited<ReturnType<typeof sharedShortlistOf>>;
let other: SignedIn;

const tokenOf = (who: Who): string | undefined =>
  ({
    'a guest': undefined,
    'a composer': signedIn.Composer.accessToken,
    'another client': other.accessToken,
    'an admin': signedIn.Admin.accessToken,
    'its client': signedIn.Client.accessToken,
  })[who];

/** A shortlist of the client's holding the take, with one link: made afresh for each change. */
async function freshTarget(): Promise<Target> {
  const token = signedIn.Client.accessToken;
  const { id } = await shortlistOf(t, token, 'Fresh');
  const added = await calls.addItem(t.app, token, id, { audioId: shared.take.id });
  const itemId = added.body.data.items[0]!.id;
  const { link } = await shareLinkOf(t, token, id);
  return { id, itemId, linkId: link.id };
}

type Route = {
  name: string;
  /** Admins read; only the client changes. */
  isRead: boolean;
  send: (token: string | undefined, target: Target) => Promise<ApiResponse>;
  /** The shape a successful answer has. */
  answer: { parse: (data: unknown) => unknown };
};

const routes: Route[] = [
  {
    name: 'GET /shortlists/{id}',
    isRead: true,
    send: (token, { id }) => calls.get(t.app, token, id),
    answer: shortlistSchema,
  },
  {
    name: 'PATCH /shortlists/{id}',
    isRead: false,
    send: (token, { id }) => calls.rename(t.app, token, id, { title: 'Renamed' }),
    answer: shortlistSchema,
  },
  {
    name: 'DELETE /shortlists/{id}',
    isRead: false,
    send: (token, { id }) => calls.remove(t.app, token, id),
    answer: { parse: (data) => expect(data).toBeNull() },
  },
  {
    name: 'POST /shortlists/{id}/items',
    isRead: false,
    send: (token, { id }) => calls.addItem(t.app, token, id, { audioId: shared.track.id }),
    answer: shortlistSchema,
  },
  {
    name: 'PATCH /shortlists/{id}/items/{itemId}',
    isRead: false,
    send: (token, { id, itemId }) => calls.editItem(t.app, token, id, itemId, { note: 'Later' }),
    answer: shortlistSchema,
  },
  {
    name: 'DELETE /shortlists/{id}/items/{itemId}',
    isRead: false,
    send: (token, { id, itemId }) => calls.removeItem(t.app, token, id, itemId),
    answer: shortlistSchema,
  },
  {
    name: 'PUT /shortlists/{id}/order',
    isRead: false,
    send: (token, { id, itemId }) => calls.reorder(t.app, token, id, { itemIds: [itemId] }),
    answer: shortlistSchema,
  },
  {
    name: 'POST /shortlists/{id}/links',
    isRead: false,
    send: (token, { id }) => calls.createLink(t.app, token, id, linkBody(t)),
    answer: createdShareLinkSchema,
  },
  {
    name: 'DELETE /shortlists/{id}/links/{linkId}',
    isRead: false,
    send: (token, { id, linkId }) => calls.revokeLink(t.app, token, id, linkId),
    answer: shareLinkSchema,
  },
];

/** The refusal each caller gets from a route, or undefined when it is let in. */
function refusalFor(route: Route, who: Who): [number, string] | undefined {
  if (who === 'a guest') return [401, 'UNAUTHENTICATED'];
  if (who === 'a composer') return [403, 'FORBIDDEN'];
  if (who === 'another client') return [404, 'NOT_FOUND'];
  if (who === 'an admin') return route.isRead ? undefined : [403, 'FORBIDDEN'];
  return undefined;
}

const WHO: Who[] = ['a guest', 'a composer', 'another client', 'an admin', 'its client'];
const CASES = routes.flatMap((route) =>
  WHO.map((who) => {
    const refusal = refusalFor(route, who);
    const title = `${route.name} answers ${who} ${refusal ? refusal[0] : 200}`;
    return [title, { route, who, refusal }] as const;
  }),
);

beforeAll(async () => {
  other = await loginAs(t.app, 'Client');
  shared = await sharedShortlistOf(t, signedIn.Client, {
    composer: signedIn.Composer,
    admin: signedIn.Admin,
  });
});

describe("a shortlist's routes, for every caller", () => {
  it.each(CASES)('%s', async (_, { route, who, refusal }) => {
    const token = tokenOf(who);
    const target = { id: shared.shortlist.id, itemId: shared.takeItemId, linkId: shared.link.id };
    if (refusal) {
      const response = await expectRefusedChangingNothing(
        t,
        () => route.send(token, target),
        ...refusal,
      );
      if (who === 'another client') {
        // The same answer as for a shortlist that does not exist: nothing is told about it.
        const unknown = { ...target, id: crypto.randomUUID() };
        const answer = await route.send(token, unknown);
        expect(answer.body.status.message).toBe(response.body.status.message);
      }
      return;
    }
    // A change is made on a shortlist of its own, so the table's other cases keep theirs.
    const response = await route.send(token, route.isRead ? target : await freshTarget());
    expect(response.statusCode, response.raw).toBe(200);
    route.answer.parse(response.body.data);
    if (route.name === 'GET /shortlists/{id}') {
      expect((response.body.data as { editable: boolean }).editable).toBe(who === 'its client');
    }
  });

  it('answers 404 for an unknown shortlist, item or link of its client', async () => {
    const token = signedIn.Client.accessToken;
    const { id, itemId, linkId } = await freshTarget();
    const unknown = crypto.randomUUID();
    expectRefusal(await calls.get(t.app, token, unknown), 404, 'NOT_FOUND');
    expectRefusal(await calls.editItem(t.app, token, id, unknown, { note: 'x' }), 404, 'NOT_FOUND');
    expectRefusal(await calls.removeItem(t.app, token, id, unknown), 404, 'NOT_FOUND');
    expectRefusal(await calls.revokeLink(t.app, token, id, unknown), 404, 'NOT_FOUND');
    // An item or link of another shortlist of theirs is not this one's.
    const { id: otherId } = await shortlistOf(t, token, 'Another');
    expectRefusal(
      await calls.editItem(t.app, token, otherId, itemId, { note: 'x' }),
      404,
      'NOT_FOUND',
    );
    expectRefusal(await calls.removeItem(t.app, token, otherId, itemId), 404, 'NOT_FOUND');
    expectRefusal(await calls.revokeLink(t.app, token, otherId, linkId), 404, 'NOT_FOUND');
  });
});

describe('GET /shortlists', () => {
  it.each<[Who, number, string | undefined]>([
    ['a guest', 401, 'UNAUTHENTICATED'],
    ['a composer', 403, 'FORBIDDEN'],
  ])('answers %s %i and changes nothing', async (who, status, error) => {
    await expectRefusedChangingNothing(t, () => calls.list(t.app, tokenOf(who)), status, error!);
  });

  it("gives a client their own shortlists and an admin every client's", async () => {
    const ownIds = (await calls.list(t.app, signedIn.Client.accessToken)).body.data.map(
      (s) => s.id,
    );
    expect(ownIds).toContain(shared.shortlist.id);
    const theirs = await shortlistOf(t, other.accessToken, 'Theirs');
    const otherList = await calls.list(t.app, other.accessToken);
    expect(otherList.body.data.map((s) => s.id)).toEqual([theirs.id]);
    const all = await calls.list(t.app, signedIn.Admin.accessToken);
    expect(all.statusCode, all.raw).toBe(200);
    const allIds = all.body.data.map((summary) => shortlistSummarySchema.parse(summary).id);
    expect(allIds).toEqual(expect.arrayContaining([...ownIds, theirs.id]));
    expect(allIds).toHaveLength(ownIds.length + 1);
    expect(all.body.data.find((s) => s.id === theirs.id)?.agencyName).toBe('Test Agency');
  });
});

describe('POST /shortlists', () => {
  it.each<[Who, number, string]>([
    ['a guest', 401, 'UNAUTHENTICATED'],
    ['a composer', 403, 'FORBIDDEN'],
    ['an admin', 403, 'FORBIDDEN'],
  ])('answers %s %i and changes nothing', async (who, status, error) => {
    await expectRefusedChangingNothing(
      t,
      () => calls.create(t.app, tokenOf(who), { title: 'Not theirs' }),
      status,
      error,
    );
  });

  it('makes an empty shortlist of the calling client, which they may change', async () => {
    const response = await calls.create(t.app, other.accessToken, { title: '  Summer cut  ' });
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.status.message).toBe('Shortlist created');
    expect(shortlistSchema.parse(response.body.data)).toMatchObject({
      title: 'Summer cut',
      agencyName: 'Test Agency',
      itemCount: 0,
      activeLinkCount: 0,
      items: [],
      links: [],
      editable: true,
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
  });
});
