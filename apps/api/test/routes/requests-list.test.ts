import { arrayOverlaps } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GENRES,
  LENGTHS,
  MOODS,
  REQUEST_CATEGORIES,
  type ClientRequest,
  type ComposerRequest,
  type CreateRequest,
  type Paged,
  type RequestState,
} from '@cuebrief/shared';
import { requests } from '../../src/db/schema';
import { call } from '../helpers/api';
import { logIn, loginAs, type SignedIn } from '../helpers/accounts';
import { useEveryRole } from '../helpers/every-role';
import { DAY_MS, REQUEST, dayFrom } from '../helpers/requests';
import { seededRandom } from '../helpers/seeded-random';
import { useTestApp } from '../helpers/test-app';

const ROWS = 1000;
const MINUTE_MS = 60 * 1000;

const t = useTestApp();
const signedIn = useEveryRole(t);

const PHRASES = [
  'a sunrise over the harbour',
  'neon streets at night',
  'a quiet kitchen, 100% handmade',
  'velvet_rope VIP launch',
  'Sunrise yoga for a sports brand',
  'mountains and wind',
];

/** One generated brief, with what the test needs to know about it apart from the API. */
type Seeded = {
  tag: string;
  clientIndex: number;
  brief: CreateRequest;
  title: string;
  createdAt: Date;
  fate: 'open' | 'closed early' | 'fulfilled';
};

function generate(now: Date): Seeded[] {
  const random = seededRandom(20261121);
  return Array.from({ length: ROWS }, (_, i) => {
    const slowest = random.int(40, 200);
    const category = random.some(REQUEST_CATEGORIES, 1, 3);
    const length = random.some(LENGTHS, 1, 2);
    const genre = random.some(GENRES, 1, 3);
    const roll = random.next();
    const brief: CreateRequest = {
      name: `Contact ${i}`,
      duty: ['Producer'],
      email: `contact-${i}@agency.example`,
      budget: random.int(100, 2_000_000) / 100,
      deadline: dayFrom(t.clock, random.int(-3, 60)),
      category,
      length,
      genre,
      mood: random.some(MOODS, 1, 3),
      keywords: [`lot-${String(i).padStart(4, '0')}`, ...random.some(['harbour', 'Neon'], 0, 1)],
      instrumentation: [],
      tempo: [slowest, slowest + random.int(0, 60)],
      key: [],
      references: [],
      brief: `Brief ${i}: ${PHRASES[random.int(0, PHRASES.length - 1)]}.`,
    };
    return {
      tag: brief.keywords[0]!,
      clientIndex: random.int(0, 2),
      brief,
      title: `${category[0]} · ${length[0]} · ${genre.slice(0, 2).join(', ')}`,
      // Ten minutes apart, so newest first has one answer.
      createdAt: new Date(now.getTime() - (i + 1) * 10 * MINUTE_MS),
      fate: roll < 0.08 ? 'closed early' : roll < 0.12 ? 'fulfilled' : 'open',
    };
  });
}

let seeded: Seeded[];
let clients: SignedIn[];

beforeAll(async () => {
  clients = [signedIn.Client, await loginAs(t.app, 'Client'), await loginAs(t.app, 'Client')];
  const now = t.clock.now();
  seeded = generate(now);
  await t.app.services.requests.importRequests(
    seeded.map((row) => ({
      clientId: clients[row.clientIndex]!.user.id,
      brief: row.brief,
      createdAt: row.createdAt,
      closedAt:
        row.fate === 'closed early' ? new Date(row.createdAt.getTime() + MINUTE_MS) : undefined,
    })),
  );
  // Fulfilment belongs to licensing (a later issue); here it is only a state to leave out.
  await t.app.database.db
    .update(requests)
    .set({ state: 'fulfilled', closedAt: now })
    .where(
      arrayOverlaps(
        requests.keywords,
        seeded.filter((row) => row.fate === 'fulfilled').map((row) => row.tag),
      ),
    );
}, 60_000);

/** The state of a generated brief at the clock's now, worked out here rather than by the API. */
function stateOf(row: Seeded): RequestState {
  if (row.fate === 'fulfilled') return 'fulfilled';
  if (row.fate === 'closed early') return 'closed';
  const endOfDeadlineDay = new Date(`${row.brief.deadline}T23:59:59.999Z`);
  return endOfDeadlineDay > t.clock.now() ? 'open' : 'closed';
}

const newestFirst = (rows: Seeded[]) =>
  [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());

type Filters = Partial<{
  genre: string;
  mood: string;
  category: string;
  tempoMin: string;
  tempoMax: string;
  deadlineBefore: string;
  search: string;
}>;

/** The tags a composer must find with `filters`, newest first. */
function expectedFor(filters: Filters): string[] {
  const search = filters.search?.toLowerCase();
  return newestFirst(
    seeded.filter(({ brief, title, ...row }) => {
      if (stateOf({ brief, title, ...row }) !== 'open') return false;
      if (filters.genre && !brief.genre.includes(filters.genre as never)) return false;
      if (filters.mood && !brief.mood.includes(filters.mood as never)) return false;
      if (filters.category && !brief.category.includes(filters.category as never)) return false;
      if (filters.tempoMin && brief.tempo[1] < Number(filters.tempoMin)) return false;
      if (filters.tempoMax && brief.tempo[0] > Number(filters.tempoMax)) return false;
      if (filters.deadlineBefore && brief.deadline > filters.deadlineBefore) return false;
      if (
        search &&
        ![title, brief.brief, brief.keywords.join(' ')].some((text) =>
          text.toLowerCase().includes(search),
        )
      ) {
        return false;
      }
      return true;
    }),
  ).map((row) => row.tag);
}

const openPage = (query: Record<string, string>) =>
  call<Paged<ComposerRequest>>(t.app, 'GET', `${REQUEST}/composer/requests`, {
    token: signedIn.Composer.accessToken,
    query,
  });

/** Every page of the composers' list for `filters`, read 100 at a time: the tags, and the total. */
async function readAllPages(filters: Filters): Promise<{ tags: string[]; totals: number[] }> {
  const tags: string[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page++) {
    const response = await openPage({ ...filters, page: String(page), pageSize: '100' });
    expect(response.statusCode, response.raw).toBe(200);
    const data = response.body.data;
    expect(data).toMatchObject({ page, pageSize: 100 });
    totals.push(data.total);
    tags.push(...data.data.map((request) => request.keywords[0]!));
    if (data.data.length < 100) return { tags, totals };
  }
}

describe('GET /composer/requests on 1,000 seeded requests', () => {
  const cases: [string, Filters][] = [
    ['no filter', {}],
    ['a genre', { genre: 'Cinematic' }],
    ['a mood', { mood: 'Uplifting' }],
    ['a category', { category: 'Trailer' }],
    ['a genre and a mood', { genre: 'Orchestral', mood: 'Epic' }],
    ['the slowest tempo', { tempoMin: '180' }],
    ['the fastest tempo', { tempoMax: '70' }],
    ['a tempo range', { tempoMin: '95', tempoMax: '105' }],
    // The test clock starts on 2026-11-21; deadlines fall from three days before to 60 after.
    ['a deadline', { deadlineBefore: '2026-12-01' }],
    ['a search in the brief, any capitals', { search: 'SUNRISE' }],
    ['a search in the keywords', { search: 'neon' }],
    ['a search in the title', { search: 'Video game · 90' }],
    ['a search for a literal %', { search: '100%' }],
    ['a search for a literal _', { search: 'velvet_rope' }],
    ['a search that matches nothing', { search: 'no such brief' }],
    [
      'everything at once',
      {
        category: 'Film',
        genre: 'Pop',
        tempoMin: '60',
        tempoMax: '160',
        deadlineBefore: '2026-12-31',
      },
    ],
  ];

  it.each(cases)('%s: exactly the matching open requests, newest first', async (_, filters) => {
    const expected = expectedFor(filters);
    const { tags, totals } = await readAllPages(filters);
    expect(tags).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set([expected.length]));
  });

  it('has something to find for every filter above, and leaves out some of each', () => {
    const open = expectedFor({}).length;
    for (const [name, filters] of cases.slice(1, -2)) {
      const found = expectedFor(filters).length;
      expect(found, name).toBeGreaterThan(0);
      expect(found, name).toBeLessThan(open);
    }
    expect(open).toBeLessThan(ROWS);
  });

  it('pages in order: 20 by default, any page size up to 100, and an empty page past the end', async () => {
    const expected = expectedFor({ mood: 'Dark' });
    const first = await openPage({ mood: 'Dark' });
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 20, total: expected.length });
    expect(first.body.data.data.map((r) => r.keywords[0])).toEqual(expected.slice(0, 20));

    const third = await openPage({ mood: 'Dark', page: '3', pageSize: '7' });
    expect(third.body.data).toMatchObject({ page: 3, pageSize: 7, total: expected.length });
    expect(third.body.data.data.map((r) => r.keywords[0])).toEqual(expected.slice(14, 21));

    const beyond = await openPage({ mood: 'Dark', page: '1000' });
    expect(beyond.body.data).toMatchObject({ page: 1000, data: [], total: expected.length });
  });

  it('shows each request as composers see it', async () => {
    const [newest] = newestFirst(seeded.filter((row) => stateOf(row) === 'open'));
    const first = (await openPage({ pageSize: '1' })).body.data.data[0]!;
    expect(first).toMatchObject({
      state: 'open',
      title: newest!.title,
      budget: newest!.brief.budget,
      deadline: newest!.brief.deadline,
      tempo: newest!.brief.tempo,
      keywords: newest!.brief.keywords,
      createdAt: newest!.createdAt.toISOString(),
      agencyName: 'Test Agency',
    });
    expect(first).not.toHaveProperty('email');
  });

  it('drops requests as their deadlines pass', async () => {
    t.clock.advance(7 * DAY_MS);
    await signedIn.signInAgain();
    const filters = { genre: 'Electronic' };
    const expected = expectedFor(filters);
    expect(expected.length).toBeLessThan(expectedFor({}).length);
    expect((await readAllPages(filters)).tags).toEqual(expected);
    expect((await readAllPages({})).tags).toEqual(expectedFor({}));
  });
});

describe('GET /client/requests on 1,000 seeded requests', () => {
  it.each([0, 1, 2])('client %d sees exactly their own, newest first, in each state', async (i) => {
    const client = clients[i]!;
    // Signed in again: the clock may have moved past the first tokens.
    const { accessToken } = await logIn(t.app, client.user.email);
    const own = newestFirst(seeded.filter((row) => row.clientIndex === i));
    const list = async (query: Record<string, string>) => {
      const response = await call<ClientRequest[]>(t.app, 'GET', `${REQUEST}/client/requests`, {
        token: accessToken,
        query,
      });
      expect(response.statusCode, response.raw).toBe(200);
      return response.body.data;
    };

    const all = await list({});
    expect(all.map((r) => r.keywords[0])).toEqual(own.map((row) => row.tag));
    expect(all.map((r) => r.state)).toEqual(own.map(stateOf));
    for (const state of ['open', 'closed', 'fulfilled'] as const) {
      expect((await list({ state })).map((r) => r.keywords[0])).toEqual(
        own.filter((row) => stateOf(row) === state).map((row) => row.tag),
      );
    }
  });
});
