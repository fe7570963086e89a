// The requests the benchmark browses: many briefs of the demo clients, written straight into the
// database with the app's own client, migrations, services and demo data, before the API starts.
import { sql } from 'drizzle-orm';
import {
  DUTIES,
  GENRES,
  INSTRUMENTS,
  LENGTHS,
  MOODS,
  MUSICAL_KEYS,
  REQUEST_CATEGORIES,
  type ComposerRequestListQuery,
  type CreateRequest,
} from '@cuebrief/shared';
import type { Database } from '../src/db/client';
import { openSeededDatabase } from './seeded-database';
import { systemClock } from '../src/lib/clock';
import { pageWindow } from '../src/lib/paging';
import {
  openPageStatements,
  requestsRepository,
} from '../src/modules/requests/requests.repository';
import type { ImportedRequest } from '../src/modules/requests/requests.service';
// The list tests generate their requests with the same generator.
import { seededRandom } from '../test/helpers/seeded-random';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 1000;
const CLIENTS = ['ava@northlight.example', 'jonah@northlight.example', 'marc@bluefern.example'];

// Briefs lean the way the market does: cinematic and uplifting music are asked for most.
const GENRE_WEIGHTS = { Cinematic: 5, Orchestral: 4, Electronic: 4, Ambient: 3, Pop: 3 } as const;
const MOOD_WEIGHTS = {
  Uplifting: 4,
  Inspiring: 3,
  Epic: 3,
  Hopeful: 2,
  Dark: 2,
  Tense: 2,
} as const;
const SCENES = [
  'a product launch film',
  'the opening of a travel series',
  'a charity appeal',
  'a car commercial at night',
  'a sports documentary',
  'a cooking show',
  'a mobile game trailer',
  'a fashion week film',
];

/**
 * `count` briefs created over the 120 days before `now`: most open, with deadlines up to two
 * months ahead; some past their deadline, some closed early by their client.
 */
export function generateBriefs(count: number, now: Date, clientIds: string[]): ImportedRequest[] {
  const random = seededRandom(4242);
  return Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(now.getTime() - random.int(60_000, 120 * DAY_MS));
    const deadline = new Date(createdAt.getTime() + random.int(3, 75) * DAY_MS);
    const slowest = random.int(50, 170);
    const scene = SCENES[random.int(0, SCENES.length - 1)]!;
    const brief: CreateRequest = {
      name: `Contact ${i}`,
      duty: random.some(DUTIES, 1, 2),
      email: `contact-${i}@agency.example`,
      budget: random.int(300, 25_000),
      deadline: deadline.toISOString().slice(0, 10),
      category: random.some(REQUEST_CATEGORIES, 1, 2),
      length: random.some(LENGTHS, 1, 2),
      genre: random.some(GENRES, 1, 3, GENRE_WEIGHTS),
      mood: random.some(MOODS, 1, 3, MOOD_WEIGHTS),
      keywords: random.some(['brand', 'launch', 'night', 'city', 'nature', 'family'], 0, 3),
      instrumentation: random.some(INSTRUMENTS, 0, 4),
      tempo: [slowest, slowest + random.int(0, 40)],
      key: random.some(MUSICAL_KEYS, 0, 1),
      references: [],
      brief:
        `Music for ${scene}. We want it to build slowly and land on a clear ending; ` +
        `stems would help the edit. Brief number ${i}.`,
    };
    return {
      clientId: clientIds[i % clientIds.length]!,
      brief,
      createdAt,
      closedAt: random.next() < 0.08 ? new Date(createdAt.getTime() + DAY_MS) : undefined,
    };
  });
}

/** The composers' list query the benchmark measures, as the route reads it. */
export const BENCH_QUERY: ComposerRequestListQuery = {
  genre: 'Cinematic',
  mood: 'Uplifting',
  page: 1,
  pageSize: 20,
};

/** The plan PostgreSQL chose for both statements of one page of the composers' list. */
export async function explainComposerList(
  database: Database,
  query: ComposerRequestListQuery,
  now: Date,
): Promise<string> {
  const statements = openPageStatements(database.db, {
    ...pageWindow(query),
    now,
    genre: query.genre,
    mood: query.mood,
    category: query.category,
  });
  const plans: string[] = [];
  for (const [name, statement] of Object.entries(statements)) {
    const result = await database.db.execute(
      sql`explain (analyze, buffers, costs off) ${statement}`,
    );
    const lines = (result as unknown as { rows: Record<string, string>[] }).rows.map(
      (row) => Object.values(row)[0],
    );
    plans.push(`-- ${name}\n${lines.join('\n')}`);
  }
  return plans.join('\n\n');
}

export type RequestsLoad = {
  /** EXPLAIN (ANALYZE) of both statements of the benchmark's page. */
  plan: string;
  /** How long loading took, in seconds. */
  seconds: number;
  /** Requests open at the end of loading, and how many of them the benchmark's filter finds. */
  open: number;
  matching: number;
  /** One page of the benchmark's query read from the database (no cache), median of 21, ms. */
  uncachedPageMs: number;
};

/**
 * Opens the app's database (migrating it), seeds the demo accounts if it is empty, adds `count`
 * briefs of the demo clients in batches, stores passed deadlines as closed and lets the planner
 * gather statistics, and returns the plan of the benchmark's query. Nobody is mailed.
 */
export async function loadRequests(options: {
  dataDir: string;
  databaseUrl?: string;
  count: number;
}): Promise<RequestsLoad> {
  const started = Date.now();
  const { database, services } = await openSeededDatabase(options);
  try {
    const clientIds = await Promise.all(
      CLIENTS.map(async (email) => {
        const client = await services.users.findByEmail(email);
        if (!client) throw new Error(`the demo client ${email} is missing`);
        return client.id;
      }),
    );
    const now = systemClock.now();
    const briefs = generateBriefs(options.count, now, clientIds);
    for (let start = 0; start < briefs.length; start += BATCH_SIZE) {
      await services.requests.importRequests(briefs.slice(start, start + BATCH_SIZE));
    }
    // What the requests worker keeps up while the app runs: passed deadlines stored as closed.
    await services.requests.storeClosedPastDeadline();
    // The statistics autovacuum would gather on a server (the embedded database has none).
    await database.db.execute(sql`vacuum analyze requests`);
    const plan = await explainComposerList(database, BENCH_QUERY, now);
    const filter = { ...pageWindow(BENCH_QUERY), now, ...BENCH_QUERY };
    const [open, matching] = await Promise.all([
      requestsRepository.pageOpen(database.db, { ...pageWindow(BENCH_QUERY), now }),
      requestsRepository.pageOpen(database.db, filter),
    ]);
    const timings: number[] = [];
    for (let run = 0; run < 21; run += 1) {
      const start = performance.now();
      await requestsRepository.pageOpen(database.db, filter);
      timings.push(performance.now() - start);
    }
    timings.sort((a, b) => a - b);
    return {
      plan,
      seconds: Math.round((Date.now() - started) / 1000),
      open: open.total,
      matching: matching.total,
      uncachedPageMs: Math.round(timings[10]! * 10) / 10,
    };
  } finally {
    await database.close();
  }
}
