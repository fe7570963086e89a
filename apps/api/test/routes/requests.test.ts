import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PASS_REASONS,
  VOCABULARIES,
  clientRequestSchema,
  composerRequestSchema,
  vocabulariesSchema,
  type ClientRequest,
  type ComposerRequest,
  type Paged,
  type Role,
} from '@cuebrief/shared';
import { requests } from '../../src/db/schema';
import { call, expectRefusal, namedFields, type ApiResponse } from '../helpers/api';
import { createAccount, logIn, loginAs, type SignedIn } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { countRows } from '../helpers/row-counts';
import {
  DAY_MS,
  REQUEST,
  REQUIRED_BRIEF_FIELDS,
  briefBody,
  createRequest,
  dayFrom,
} from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';
import { EVERY_CALLER, expectAnswerFor, whoMay } from '../helpers/who-may';

const CLIENT_KEYS = Object.keys(clientRequestSchema.shape).sort();
const COMPOSER_KEYS = Object.keys(composerRequestSchema.shape).sort();
/** What only the client and the team may know about who asks. */
const CONTACT = ['Zelda Quennell', 'zelda.quennell@private-contact.example', '+44 20 7946 0999'];

const t = useTestApp();
const signedIn = useEveryRole(t);

const body = (overrides: Parameters<typeof briefBody>[1] = {}) => briefBody(t.clock, overrides);
// Each call takes the caller's token; a guest's is undefined, so no default stands in for it.
const create = (requestBody: unknown, token: string | undefined) =>
  createRequest(t.app, token, requestBody);
const asClient = () => signedIn.Client.accessToken;
const asComposer = () => signedIn.Composer.accessToken;

/** A request created one second after whatever happened last, so "newest first" means something. */
async function created(
  overrides: Parameters<typeof briefBody>[1] = {},
  token = signedIn.Client.accessToken,
): Promise<ClientRequest> {
  t.clock.advance(1000);
  const response = await create(body(overrides), token);
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data;
}

const ownList = (query: Record<string, string>, token: string | undefined) =>
  call<ClientRequest[]>(t.app, 'GET', `${REQUEST}/client/requests`, { token, query });
const ownOne = (id: string, token: string | undefined) =>
  call<ClientRequest>(t.app, 'GET', `${REQUEST}/client/request/${id}`, { token });
const close = (id: string, token: string | undefined) =>
  call<ClientRequest>(t.app, 'POST', `${REQUEST}/client/request/${id}/close`, { token });
const openList = (query: Record<string, string>, token: string | undefined) =>
  call<Paged<ComposerRequest>>(t.app, 'GET', `${REQUEST}/composer/requests`, { token, query });
const openOne = (id: string, token: string | undefined) =>
  call<ComposerRequest>(t.app, 'GET', `${REQUEST}/composer/request/${id}`, { token });

/** The fields a refusal names, as top-level fields of the body (`genre.0` is `genre`). */
const namedTopFields = (response: ApiResponse) => [
  ...new Set(namedFields(response).map((field) => field.split('.')[0])),
];

async function storedRow(id: string) {
  const [row] = await t.app.database.db.select().from(requests).where(eq(requests.id, id));
  return row;
}

/** Every request a composer can find with a search for `text`, over all pages. */
async function openIdsMatching(text: string): Promise<string[]> {
  const response = await openList({ search: text, pageSize: '100' }, asComposer());
  expect(response.statusCode, response.raw).toBe(200);
  return response.body.data.data.map((request) => request.id);
}

/** Moves the clock on and signs every role in again (their access tokens last 15 minutes). */
async function travel(ms: number): Promise<void> {
  t.clock.advance(ms);
  await signedIn.signInAgain();
}

describe('GET /vocabularies', () => {
  it.each(EVERY_CALLER)('gives %s the shared word lists', async (_, role) => {
    const response = await call(t.app, 'GET', `${REQUEST}/vocabularies`, {
      token: signedIn.tokenOf(role),
    });
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.status).toEqual({ code: 200, message: 'OK' });
    expect(vocabulariesSchema.parse(response.body.data)).toEqual({
      ...Object.fromEntries(
        Object.entries(VOCABULARIES).map(([name, words]) => [name, [...words]]),
      ),
      passReasons: [...PASS_REASONS],
    });
    expect(Object.keys(response.body.data as object).sort()).toEqual(
      [
        'category',
        'duty',
        'genre',
        'instrumentation',
        'key',
        'length',
        'mood',
        'passReasons',
      ].sort(),
    );
  });
});

type RouteCase = {
  name: string;
  allowed: Role[];
  send: (token: string | undefined) => Promise<ApiResponse>;
};

describe('who may call each request route', () => {
  let own: ClientRequest;
  beforeAll(async () => {
    own = await created();
  });

  const routes: RouteCase[] = [
    {
      name: 'POST /client/request',
      allowed: ['Client'],
      send: (token) => create(body(), token),
    },
    {
      name: 'GET /client/requests',
      allowed: ['Client'],
      send: (token) => ownList({}, token),
    },
    {
      name: 'GET /client/request/:id',
      allowed: ['Client'],
      send: (token) => ownOne(own.id, token),
    },
    {
      name: 'POST /client/request/:id/close',
      allowed: ['Client'],
      // A request of its own to close each time, made before the call.
      send: async (token) => close((await created()).id, token),
    },
    {
      name: 'GET /composer/requests',
      allowed: ['Composer', 'Admin'],
      send: (token) => openList({}, token),
    },
    {
      name: 'GET /composer/request/:id',
      allowed: ['Composer', 'Admin'],
      send: (token) => openOne(own.id, token),
    },
  ];

  describe.each(routes)('$name', (route) => {
    it.each(whoMay(...route.allowed))(
      'answers %s; a refusal changes nothing',
      async (_, caller) => {
        const before = await countRows(t.app);
        const response = await route.send(signedIn.tokenOf(caller.role));
        if (!expectAnswerFor(caller, response)) {
          const after = await countRows(t.app);
          // The close route makes its own request first; only that may have been added.
          expect(after).toEqual(
            route.name.endsWith('close') ? { ...before, requests: after.requests } : before,
          );
        }
      },
    );
  });
});

describe('POST /client/request', () => {
  it('stores the brief, thanks the client and answers the request as its client sees it', async () => {
    t.clock.advance(1000);
    const sent = body();
    const response = await create(sent, asClient());

    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.status).toEqual({ code: 200, message: MESSAGES.thankYou });
    const data = response.body.data;
    expect(Object.keys(data).sort()).toEqual(CLIENT_KEYS);
    const deadline = sent.deadline as string;
    // Every field of the brief comes back as it was sent, with what the server adds to it.
    expect(data).toEqual({
      ...sent,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      state: 'open',
      title: 'Advertising · 30 seconds · Cinematic, Electronic',
      closesAt: `${deadline}T23:59:59.999Z`,
      createdAt: t.clock.now().toISOString(),
      submissionsCount: 0,
      closedAt: null,
      licensedAt: null,
    });
    expect(await storedRow(data.id)).toMatchObject({
      clientId: signedIn.Client.user.id,
      state: 'open',
      budgetCents: 450050,
      tempoMin: 96,
      tempoMax: 120,
      deadline,
      closesAt: new Date(`${deadline}T23:59:59.999Z`),
      closedAt: null,
      submissionsCount: 0,
    });
    expect((await ownOne(data.id, asClient())).body.data).toEqual(data);
  });

  it('fills the optional parts: empty lists, no phone, no sound-alike, no trailerization', async () => {
    const minimal = body({
      phone: undefined,
      keywords: undefined,
      instrumentation: undefined,
      key: undefined,
      soundLike: undefined,
      references: undefined,
      trailerizationOf: undefined,
      genre: ['Jazz'],
      length: ['60 seconds'],
      category: ['Film'],
    });
    const response = await create(minimal, asClient());
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data).toMatchObject({
      title: 'Film · 60 seconds · Jazz',
      phone: null,
      keywords: [],
      instrumentation: [],
      key: [],
      soundLike: null,
      references: [],
      trailerizationOf: null,
    });
  });

  it.each([
    [0.29, 29],
    [19.99, 1999],
    [1, 100],
    [10_000_000, 1_000_000_000],
  ])('stores a budget of $%d as %d whole cents', async (budget, cents) => {
    const response = await create(body({ budget }), asClient());
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data.budget).toBe(budget);
    expect((await storedRow(response.body.data.id))?.budgetCents).toBe(cents);
  });

  it('refuses an empty body naming every required field, storing nothing', async () => {
    const before = await countRows(t.app);
    const response = await create({}, asClient());
    expectRefusal(response, 400, 'VALIDATION_FAILED');
    expect(namedFields(response).sort()).toEqual([...REQUIRED_BRIEF_FIELDS].sort());
    expect(await countRows(t.app)).toEqual(before);
  });

  it.each([
    ['name', ''],
    ['name', 'x'.repeat(101)],
    ['duty', []],
    ['duty', ['Astronaut']],
    ['duty', 'Producer'],
    ['email', 'zelda'],
    ['phone', 'call me'],
    ['budget', 0],
    ['budget', -5],
    ['budget', 10.005],
    ['budget', 10_000_000.01],
    ['budget', '4500'],
    ['deadline', '15/01/2027'],
    ['deadline', '2027-02-30'],
    ['category', ['Advertising', 'Advertising']],
    ['category', ['Advertising', 'Trailer', 'Film', 'Podcast']],
    ['length', []],
    ['length', ['45 seconds']],
    ['genre', ['Polka']],
    ['genre', ['Pop', 'Rock', 'Jazz', 'Folk', 'Soul', 'Funk']],
    ['mood', []],
    ['mood', ['uplifting']],
    ['keywords', ['']],
    ['keywords', ['x'.repeat(41)]],
    ['keywords', Array.from({ length: 16 }, (_, i) => `word ${i}`)],
    ['instrumentation', ['Theremin']],
    ['tempo', [120, 96]],
    ['tempo', [10, 96]],
    ['tempo', [96, 301]],
    ['tempo', [96.5, 120]],
    ['tempo', [96]],
    ['tempo', [96, 100, 120]],
    ['key', ['H major']],
    ['soundLike', ' '],
    ['soundLike', 'x'.repeat(301)],
    ['references', ['not a link']],
    ['references', ['javascript:alert(1)']],
    ['references', Array.from({ length: 11 }, (_, i) => `https://agency.example/${i}`)],
    ['trailerizationOf', 'x'.repeat(301)],
    ['brief', ' '],
    ['brief', 'x'.repeat(5001)],
  ])('refuses %s = %j with 400 naming it, storing and mailing nothing', async (field, value) => {
    t.clock.advance(1000);
    const before = await countRows(t.app);
    const response = await create(body({ [field]: value }), asClient());
    expectRefusal(response, 400, 'VALIDATION_FAILED');
    expect(namedTopFields(response)).toEqual([field]);
    expect(await countRows(t.app)).toEqual(before);
  });

  // A title is the client's to give (requests-titles.test.ts); what the server decides is not.
  it('refuses fields the payload does not have, such as a state, client or closing time', async () => {
    const before = await countRows(t.app);
    for (const extra of [
      { closedAt: '2026-01-01T00:00:00.000Z' },
      { state: 'closed' },
      { clientId: randomUUID() },
      { submissionsCount: 99 },
    ]) {
      const response = await create({ ...body(), ...extra }, asClient());
      expectRefusal(response, 400, 'VALIDATION_FAILED', Object.keys(extra));
    }
    expect(await countRows(t.app)).toEqual(before);
  });

  it('takes a deadline of today (it ends at midnight UTC) but refuses one in the past', async () => {
    const today = dayFrom(t.clock, 0);
    const accepted = await create(body({ deadline: today }), asClient());
    expect(accepted.statusCode, accepted.raw).toBe(200);
    expect(accepted.body.data.closesAt).toBe(`${today}T23:59:59.999Z`);

    const before = await countRows(t.app);
    for (const deadline of [dayFrom(t.clock, -1), '2020-01-01']) {
      const refused = await create(body({ deadline }), asClient());
      expectRefusal(refused, 400, 'VALIDATION_FAILED', ['deadline']);
      expect(refused.body.status.fields).toEqual([
        { field: 'deadline', message: 'Choose a day from today on' },
      ]);
    }
    expect(await countRows(t.app)).toEqual(before);
  });

  describe('is a premium action for clients', () => {
    /** A signed-in client whose trial and subscription end this many days from now (null: none). */
    async function clientWith(days: {
      trial: number | null;
      subscription?: number | null;
    }): Promise<SignedIn> {
      const at = (n: number | null | undefined) =>
        n === null || n === undefined ? null : new Date(t.clock.now().getTime() + n * DAY_MS);
      const user = await createAccount(t.app, 'Client', {
        trialEndsAt: at(days.trial),
        subscriptionEndsAt: at(days.subscription),
      });
      return { user, ...(await logIn(t.app, user.email)) };
    }

    it.each([
      ['whose trial has ended', { trial: -1 }],
      ['who never had a trial', { trial: null }],
      ['whose subscription has run out', { trial: -60, subscription: -1 }],
    ])('a client %s gets 402 SUBSCRIPTION_REQUIRED and nothing is stored', async (_, days) => {
      const client = await clientWith(days);
      const before = await countRows(t.app);
      const response = await create(body(), client.accessToken);
      expectRefusal(response, 402, 'SUBSCRIPTION_REQUIRED');
      expect(response.body.status.message).toBe(
        'Your subscription has expired. Please renew it to continue accessing premium features.',
      );
      expect(await countRows(t.app)).toEqual(before);
      expect((await ownList({}, client.accessToken)).body.data).toEqual([]);
      // Bad input is still named first, so the form can be put right before the upgrade.
      expectRefusal(
        await create(body({ deadline: dayFrom(t.clock, -1) }), client.accessToken),
        400,
        'VALIDATION_FAILED',
        ['deadline'],
      );
    });

    it('a subscribed client whose trial is over creates requests', async () => {
      const client = await clientWith({ trial: -30, subscription: 300 });
      expect((await create(body(), client.accessToken)).statusCode).toBe(200);
    });

    it('the trial runs out while the client is signed in', async () => {
      const client = await clientWith({ trial: 60_000 / DAY_MS });
      expect((await create(body(), client.accessToken)).statusCode).toBe(200);
      t.clock.advance(2 * 60_000);
      expectRefusal(await create(body(), client.accessToken), 402, 'SUBSCRIPTION_REQUIRED');
      await signedIn.signInAgain();
    });
  });
});

describe("a client's own requests", () => {
  let owner: SignedIn;
  let mine: ClientRequest[];
  let theirs: ClientRequest;
  beforeAll(async () => {
    owner = await loginAs(t.app, 'Client');
    const other = await loginAs(t.app, 'Client');
    mine = [];
    for (const title of ['first', 'second', 'third']) {
      mine.push(await created({ brief: `Brief ${title}` }, owner.accessToken));
    }
    theirs = await created({}, other.accessToken);
  });

  it('lists them newest first, as an array, and only theirs', async () => {
    const response = await ownList({}, owner.accessToken);
    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.data).toEqual([...mine].reverse());
    for (const request of response.body.data) {
      expect(Object.keys(request).sort()).toEqual(CLIENT_KEYS);
    }
  });

  it("answers 404 for another client's request, as for an unknown one, and 400 for no id", async () => {
    expectRefusal(await ownOne(theirs.id, owner.accessToken), 404, 'NOT_FOUND');
    expectRefusal(await ownOne(randomUUID(), owner.accessToken), 404, 'NOT_FOUND');
    expectRefusal(await ownOne('42', owner.accessToken), 400, 'VALIDATION_FAILED', ['id']);
    expect((await ownOne(mine[0]!.id, owner.accessToken)).body.data).toEqual(mine[0]);
  });

  it("cannot close another client's request: 404, and it stays open", async () => {
    expectRefusal(await close(theirs.id, owner.accessToken), 404, 'NOT_FOUND');
    expect((await storedRow(theirs.id))?.state).toBe('open');
  });

  it('refuses an unknown state filter', async () => {
    expectRefusal(await ownList({ state: 'pending' }, asClient()), 400, 'VALIDATION_FAILED', [
      'state',
    ]);
  });
});

describe('closing a request early', () => {
  it('closes an open request: the client sees it closed, composers no longer see it', async () => {
    const request = await created({ brief: 'A brief to close early' });
    expect(await openIdsMatching('A brief to close early')).toEqual([request.id]);
    t.clock.advance(60_000);
    const response = await close(request.id, asClient());

    expect(response.statusCode, response.raw).toBe(200);
    expect(response.body.status).toEqual({ code: 200, message: 'Request closed' });
    const now = t.clock.now().toISOString();
    expect(response.body.data).toEqual({
      ...request,
      state: 'closed',
      closesAt: now,
      closedAt: now,
    });
    expect(await storedRow(request.id)).toMatchObject({ state: 'closed', closedAt: new Date(now) });
    expect((await ownOne(request.id, asClient())).body.data).toEqual(response.body.data);

    expect(await openIdsMatching('A brief to close early')).toEqual([]);
    expectRefusal(await openOne(request.id, asComposer()), 404, 'NOT_FOUND');

    const closedOnes = (await ownList({ state: 'closed' }, asClient())).body.data.map((r) => r.id);
    const openOnes = (await ownList({ state: 'open' }, asClient())).body.data.map((r) => r.id);
    expect(closedOnes).toContain(request.id);
    expect(openOnes).not.toContain(request.id);
  });

  it('refuses to close a closed or fulfilled request again: 409 INVALID_STATE', async () => {
    const closed = await created();
    expect((await close(closed.id, asClient())).statusCode).toBe(200);
    const before = await storedRow(closed.id);
    t.clock.advance(1000);
    expectRefusal(await close(closed.id, asClient()), 409, 'INVALID_STATE');
    expect(await storedRow(closed.id)).toEqual(before);

    const fulfilled = await created();
    // Fulfilment comes with licensing (a later issue); the state is all that matters here.
    await t.app.database.db
      .update(requests)
      .set({ state: 'fulfilled', closedAt: t.clock.now() })
      .where(eq(requests.id, fulfilled.id));
    expectRefusal(await close(fulfilled.id, asClient()), 409, 'INVALID_STATE');
    expect((await ownOne(fulfilled.id, asClient())).body.data.state).toBe('fulfilled');
    expect((await ownList({ state: 'fulfilled' }, asClient())).body.data.map((r) => r.id)).toEqual([
      fulfilled.id,
    ]);
  });

  it('closes once when the client closes it twice at the same moment', async () => {
    const request = await created();
    const answers = await Promise.all([
      close(request.id, asClient()),
      close(request.id, asClient()),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('a request whose deadline passes', () => {
  it('closes at the end of its deadline day without anyone acting', async () => {
    const request = await created({ deadline: dayFrom(t.clock, 1), brief: 'Due tomorrow' });
    const closesAt = request.closesAt;
    expect(await openIdsMatching('Due tomorrow')).toEqual([request.id]);

    // One millisecond before the end of the day it still takes submissions.
    t.clock.set(new Date(new Date(closesAt).getTime() - 1));
    await signedIn.signInAgain();
    expect((await ownOne(request.id, asClient())).body.data.state).toBe('open');
    expect((await openOne(request.id, asComposer())).statusCode).toBe(200);

    await travel(1);
    expect((await ownOne(request.id, asClient())).body.data).toEqual({
      ...request,
      state: 'closed',
      closedAt: closesAt,
    });
    expect(await openIdsMatching('Due tomorrow')).toEqual([]);
    expectRefusal(await openOne(request.id, asComposer()), 404, 'NOT_FOUND');
    expect((await ownList({ state: 'closed' }, asClient())).body.data.map((r) => r.id)).toContain(
      request.id,
    );
    expect((await ownList({ state: 'open' }, asClient())).body.data.map((r) => r.id)).not.toContain(
      request.id,
    );
    expectRefusal(await close(request.id, asClient()), 409, 'INVALID_STATE');
    // Nothing was written: the clock alone closed it.
    expect(await storedRow(request.id)).toMatchObject({ state: 'open', closedAt: null });
  });
});

describe('storing closed for requests past their deadline (housekeeping)', () => {
  it('changes nothing anyone sees, and leaves open requests alone', async () => {
    const passing = await created({ deadline: dayFrom(t.clock, 1), brief: 'Due tomorrow, swept' });
    const staying = await created({ brief: 'Due next month, not swept' });
    await travel(2 * DAY_MS);
    const before = (await ownOne(passing.id, asClient())).body.data;
    expect(before.state).toBe('closed');

    expect(await t.app.services.requests.storeClosedPastDeadline()).toBeGreaterThanOrEqual(1);
    expect(await storedRow(passing.id)).toMatchObject({ state: 'closed', closedAt: null });
    expect((await ownOne(passing.id, asClient())).body.data).toEqual(before);
    expect((await ownList({ state: 'closed' }, asClient())).body.data).toContainEqual(before);
    expectRefusal(await close(passing.id, asClient()), 409, 'INVALID_STATE');

    expect((await storedRow(staying.id))?.state).toBe('open');
    expect(await openIdsMatching('not swept')).toEqual([staying.id]);
    expect(await t.app.services.requests.storeClosedPastDeadline()).toBe(0);
  });
});

describe("the composers' list, read again within seconds", () => {
  it('is reused for five seconds, so another process shows a new request that much later', async () => {
    expect(await openIdsMatching('Written by another process')).toEqual([]);
    // A request stored without this process knowing, as another app process would.
    const now = t.clock.now();
    const deadline = dayFrom(t.clock, 10);
    const [row] = await t.app.database.db
      .insert(requests)
      .values({
        clientId: signedIn.Client.user.id,
        title: 'Film · 60 seconds · Jazz',
        name: 'Someone',
        email: 'someone@agency.example',
        budgetCents: 10_000,
        deadline,
        closesAt: new Date(`${deadline}T23:59:59.999Z`),
        genre: ['Jazz'],
        mood: ['Calm'],
        category: ['Film'],
        length: ['60 seconds'],
        tempoMin: 80,
        tempoMax: 90,
        brief: 'Written by another process',
        createdAt: now,
        updatedAt: now,
      })
      .returning();

    t.clock.advance(4_999);
    expect(await openIdsMatching('Written by another process')).toEqual([]);
    t.clock.advance(1);
    expect(await openIdsMatching('Written by another process')).toEqual([row!.id]);

    // A change made through this process shows at once.
    const mine = await created({ brief: 'Written by another process, and one by this one' });
    expect(await openIdsMatching('Written by another process')).toEqual([mine.id, row!.id]);
  });
});

describe('what composers and admins read', () => {
  it.each(['Composer', 'Admin'] as const)(
    'a %s reads the brief and the agency name, never who to contact',
    async (role) => {
      const request = await created({ brief: `Brief read by a ${role}` });
      const response = await openOne(request.id, signedIn[role].accessToken);
      expect(response.statusCode, response.raw).toBe(200);
      expect(Object.keys(response.body.data).sort()).toEqual(COMPOSER_KEYS);
      const { name, duty, email, phone, submissionsCount, closedAt, licensedAt, ...brief } =
        request;
      expect([name, duty, email, phone, submissionsCount, closedAt, licensedAt]).toHaveLength(7);
      expect(response.body.data).toEqual({ ...brief, agencyName: 'Test Agency' });

      const listed = await openList(
        { search: `Brief read by a ${role}` },
        signedIn[role].accessToken,
      );
      expect(listed.body.data.data).toEqual([response.body.data]);

      const client = signedIn.Client.user;
      for (const raw of [response.raw, listed.raw]) {
        const accountName = `${client.firstName} ${client.lastName}`;
        for (const secret of [...CONTACT, client.email, client.id, accountName, 'Brand manager']) {
          expect(raw).not.toContain(secret);
        }
      }
    },
  );

  it('answers 404 for an unknown request', async () => {
    expectRefusal(await openOne(randomUUID(), asComposer()), 404, 'NOT_FOUND');
  });

  it('refuses unknown filters and a reversed tempo range, naming them', async () => {
    expectRefusal(await openList({ genre: 'Polka' }, asComposer()), 400, 'VALIDATION_FAILED', [
      'genre',
    ]);
    expectRefusal(
      await openList({ clientId: randomUUID() }, asComposer()),
      400,
      'VALIDATION_FAILED',
      ['clientId'],
    );
    expectRefusal(
      await openList({ tempoMin: '120', tempoMax: '90' }, asComposer()),
      400,
      'VALIDATION_FAILED',
      ['tempoMax'],
    );
    expectRefusal(
      await openList({ deadlineBefore: 'soon' }, asComposer()),
      400,
      'VALIDATION_FAILED',
      ['deadlineBefore'],
    );
    expectRefusal(await openList({ pageSize: '101' }, asComposer()), 400, 'VALIDATION_FAILED', [
      'pageSize',
    ]);
  });
});

describe('when a client removes their account', () => {
  it('their open requests close and forget the contact; the briefs stay', async () => {
    const client = await loginAs(t.app, 'Client');
    const request = await created({ brief: 'A brief of a leaving client' }, client.accessToken);
    const response = await call(t.app, 'DELETE', '/users/v1/auth/client/remove-account', {
      token: client.accessToken,
    });
    expect(response.statusCode, response.raw).toBe(200);

    expect(await storedRow(request.id)).toMatchObject({
      state: 'closed',
      closedAt: t.clock.now(),
      name: 'Removed account',
      email: '',
      phone: null,
      brief: 'A brief of a leaving client',
    });
    expect(await openIdsMatching('A brief of a leaving client')).toEqual([]);
    expectRefusal(await openOne(request.id, asComposer()), 404, 'NOT_FOUND');
  });
});
