// Lists that stay small (issue 16): how big each list's answer is without parameters for a
// client of long standing, what the whole list would weigh as one answer with its peaks (what
// the list answered before its window), and the client's submissions page's first screen in
// Chromium.
import os from 'node:os';
import { measureFirstScreen, type ScreenTimes } from './first-screen';
import type { ListsSeed } from './bounded-lists-load';
import { LISTS_PEOPLE } from './bounded-lists-load';
import { signIn, type SignedIn } from './processes';
import { FIRST_SCREEN_LOADS } from './settings';

const API = '/users/v1/request';
/** Every audio on the cards page carries this test id (apps/web domain/audio/audio-item). */
const AUDIO_ITEM = '[data-testid="audio-item"]';
/** How often each list is read for its time: the median is reported. */
const READS = 5;
/** The cards page's own resources, whose times a load's steps report. */
const CARDS_RESOURCES = {
  "the page's chunk": '/assets/request-submissions-page-',
  'the list': '/client/submissions?',
};

export type ListAnswer = {
  name: string;
  who: string;
  bytes: number;
  /** Submissions (in their request groups) or items in the answer. */
  items: number;
  /** X-Total-Count: the whole list. */
  total: number | null;
  /** Median of READS calls, ms. */
  ms: number;
};

export type BoundedListsFigures = {
  seed: ListsSeed;
  database: 'embedded' | 'PostgreSQL';
  loadAverage: number;
  answers: ListAnswer[];
  /** The client's whole list with its peaks, read a window of 100 at a time. */
  wholeList: { bytes: number; windows: number; submissions: number };
  firstScreen: ScreenFigures;
  /** The same page for a request of the demo's, with a few submissions: the app's own cost. */
  fewScreen: ScreenFigures & { submissions?: number };
};
type ScreenFigures = (ScreenTimes & { path: string }) | { missing: string };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

const itemsIn = (data: unknown): number =>
  Array.isArray(data)
    ? data.reduce<number>(
        (sum, entry: { submissions?: unknown[] }) => sum + (entry.submissions?.length ?? 1),
        0,
      )
    : (data as { data: unknown[] }).data.length;

async function read(baseUrl: string, token: string, path: string) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${API}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 200)}`);
  const total = response.headers.get('x-total-count');
  return { text, ms, total: total === null ? null : Number(total) };
}

/** One list without parameters: its answer's size, what it holds, and how long it takes. */
async function measureAnswer(
  baseUrl: string,
  token: string,
  list: { name: string; who: string; path: string },
): Promise<ListAnswer> {
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof read>> | undefined;
  for (let i = 0; i < READS; i += 1) {
    last = await read(baseUrl, token, list.path);
    times.push(last.ms);
  }
  if (!last) throw new Error('no read');
  return {
    name: list.name,
    who: list.who,
    bytes: Buffer.byteLength(last.text),
    items: itemsIn((JSON.parse(last.text) as { data: unknown }).data),
    total: last.total,
    ms: Math.round(median(times) * 10) / 10,
  };
}

/** The client's submissions, every window of 100 with `peaks=full`: the old answer's weight. */
async function measureWholeList(baseUrl: string, token: string) {
  let bytes = 0;
  let windows = 0;
  let submissions = 0;
  for (let offset = 0; ; offset += 100) {
    const { text } = await read(
      baseUrl,
      token,
      `/client/submissions?limit=100&offset=${offset}&peaks=full`,
    );
    const got = itemsIn((JSON.parse(text) as { data: unknown }).data);
    if (got === 0) break;
    bytes += Buffer.byteLength(text);
    windows += 1;
    submissions += got;
    if (got < 100) break;
  }
  return { bytes, windows, submissions };
}

export async function measureBoundedLists(
  baseUrl: string,
  seed: ListsSeed,
  database: BoundedListsFigures['database'] = 'embedded',
): Promise<BoundedListsFigures> {
  const loadAverage = os.loadavg()[0] ?? 0;
  const client = await signIn(baseUrl, LISTS_PEOPLE.client);
  const composer = await signIn(baseUrl, LISTS_PEOPLE.composer);
  const admin = await signIn(baseUrl, LISTS_PEOPLE.admin);
  const lists = [
    { name: 'GET /client/submissions', who: 'client', path: '/client/submissions', token: client },
    {
      name: 'GET /composer/submissions',
      who: 'composer',
      path: '/composer/submissions',
      token: composer,
    },
    { name: 'GET /client/favourites', who: 'client', path: '/client/favourites', token: client },
    {
      name: 'GET /album/audio/from/all/{id}',
      who: 'client',
      path: `/album/audio/from/all/${seed.albumId}`,
      token: client,
    },
    {
      name: 'GET /album/audio/from/all/{id}',
      who: 'admin',
      path: `/album/audio/from/all/${seed.albumId}`,
      token: admin,
    },
    { name: 'GET /all/submissions (paged)', who: 'admin', path: '/all/submissions', token: admin },
    {
      name: 'GET /client/submissions?requestId=…&limit=10',
      who: 'client',
      path: `/client/submissions?requestId=${seed.requestId}&limit=10`,
      token: client,
    },
  ];
  const answers: ListAnswer[] = [];
  for (const list of lists)
    answers.push(await measureAnswer(baseUrl, list.token.accessToken, list));
  const wholeList = await measureWholeList(baseUrl, client.accessToken);
  const firstScreen = await measureCards(baseUrl, client, seed.requestId);
  const few = await requestWithFewSubmissions(baseUrl, client.accessToken);
  const fewScreen = few
    ? { ...(await measureCards(baseUrl, client, few.id)), submissions: few.submissionsCount }
    : { missing: 'the demo client has no request with submissions' };
  return { seed, database, loadAverage, answers, wholeList, firstScreen, fewScreen };
}

/** The client's submissions page of a request (its cards) in Chromium: until its first audio. */
function measureCards(
  baseUrl: string,
  client: SignedIn,
  requestId: string,
): Promise<ScreenFigures> {
  const path = `/requests/${requestId}/submissions`;
  return measureFirstScreen({
    url: `${baseUrl}${path}`,
    tokens: client,
    selector: AUDIO_ITEM,
    loads: FIRST_SCREEN_LOADS,
    resources: CARDS_RESOURCES,
  }).then(
    (times) => ({ ...times, path }),
    (error: unknown) => ({
      missing: `no audio of the page appeared: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    }),
  );
}

/** The client's request with the fewest submissions, though some: one of the demo's. */
async function requestWithFewSubmissions(baseUrl: string, token: string) {
  const { text } = await read(baseUrl, token, '/client/requests');
  const own = (JSON.parse(text) as { data: { id: string; submissionsCount: number }[] }).data;
  return own
    .filter((request) => request.submissionsCount > 0)
    .sort((a, b) => a.submissionsCount - b.submissionsCount)[0];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A cold load's steps in one line: "entry evaluated 310 ms · …". */
export const stepsLine = (steps: ScreenTimes['coldSteps']) =>
  Object.entries(steps)
    .map(([name, ms]) => `${name} ${ms} ms`)
    .join(' · ');

/** The figures in a few lines, as the run prints them. */
export function printBoundedLists(figures: BoundedListsFigures): string {
  const screen = figures.firstScreen;
  const few = figures.fewScreen;
  return [
    `on the ${figures.database} database, load average ${figures.loadAverage.toFixed(1)}; seeded in ${figures.seed.seconds} s`,
    ...figures.answers.map(
      (a) =>
        `${a.name} (${a.who}): ${kb(a.bytes)}, ${a.items} items of ${a.total ?? '—'}, ${a.ms} ms`,
    ),
    `the client's whole list with peaks: ${(figures.wholeList.bytes / 2 ** 20).toFixed(1)} MB in ${figures.wholeList.windows} windows`,
    'missing' in screen
      ? `first screen: not measured (${screen.missing})`
      : `first screen ${screen.path}: cold median ${screen.coldMedianMs} ms (${screen.coldMs.join(', ')}), warm median ${screen.warmMedianMs} ms (${screen.warmMs.join(', ')})\n  cold steps: ${stepsLine(screen.coldSteps)}`,
    'missing' in few
      ? `a few submissions' first screen: not measured (${few.missing})`
      : `a few submissions' first screen ${few.path}: cold median ${few.coldMedianMs} ms, warm median ${few.warmMedianMs} ms`,
  ].join('\n');
}
