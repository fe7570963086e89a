// The bounded lists' benchmark data (issue 16, docs/contracts.md#bounded-lists): a demo client
// of long standing, written straight into the database before the API starts — ten requests
// answered by two composers with 5,000 takes (two to a submission, two versions each, every
// version measured), every latest version a favourite, and an album of 300 tracks.
import { sql } from 'drizzle-orm';
import { requests } from '../src/db/schema';
import { systemClock } from '../src/lib/clock';
import { writeFavourites, writeTakes, writeTracks } from '../test/helpers/many-takes';
import { benchBrief } from './review-loop-load';
import { demoAccount, openSeededDatabase } from './seeded-database';

export const LISTS_SHAPE = {
  requests: 10,
  takes: Number(process.env.BENCH_LISTS_TAKES ?? 5000),
  takesPerSubmission: 2,
  versionsPerTake: 2,
  tracks: 300,
};
export const LISTS_PEOPLE = {
  client: 'ava@northlight.example',
  composer: 'lena@composers.example',
  otherComposer: 'theo@composers.example',
  admin: 'admin@cuebrief.example',
};
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
/** Marks the benchmark's requests among the demo's. */
const MARKER = 'Bounded-lists benchmark brief';

export type ListsSeed = typeof LISTS_SHAPE & {
  /** The request whose submissions page is opened: the one with the newest submission. */
  requestId: string;
  albumId: string;
  seconds: number;
};

/**
 * Opens the app's database (migrating it), seeds the demo accounts if it is empty, and writes
 * the long-standing client's requests, takes, favourites and album, then lets the planner
 * gather statistics. Nobody is mailed.
 */
export async function loadBoundedLists(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<ListsSeed> {
  const started = Date.now();
  const { database, services } = await openSeededDatabase(options);
  try {
    const person = (email: string) => demoAccount(services, email);
    const client = await person(LISTS_PEOPLE.client);
    const composers = [
      await person(LISTS_PEOPLE.composer),
      await person(LISTS_PEOPLE.otherComposer),
    ];
    const now = systemClock.now();
    const from = new Date(now.getTime() - (LISTS_SHAPE.takes + 60) * MINUTE_MS);
    await services.requests.importRequests(
      Array.from({ length: LISTS_SHAPE.requests }, (_, i) => ({
        clientId: client.id,
        brief: benchBrief(now, `${MARKER} ${i + 1}: a year of takes to review.`),
        createdAt: new Date(from.getTime() - (LISTS_SHAPE.requests - i) * DAY_MS),
      })),
    );
    const asked = await database.db
      .select({ id: requests.id })
      .from(requests)
      .where(sql`${requests.brief} like ${`${MARKER}%`}`)
      .orderBy(requests.createdAt);
    const written = await writeTakes(database.db, {
      requestIds: asked.map((request) => request.id),
      composerIds: composers.map((composer) => composer.id),
      takes: LISTS_SHAPE.takes,
      takesPerSubmission: LISTS_SHAPE.takesPerSubmission,
      versionsPerTake: LISTS_SHAPE.versionsPerTake,
      from,
    });
    const latest = written.flatMap((submission) =>
      submission.audios.filter((audio) => audio.version === LISTS_SHAPE.versionsPerTake),
    );
    await writeFavourites(
      database.db,
      client.id,
      latest.map((audio) => audio.id),
      from,
    );
    const album = await services.albums.create({
      title: 'Deep catalogue',
      description: 'Three hundred tracks, for the bounded-lists benchmark.',
      published: true,
    });
    await writeTracks(database.db, album.id, LISTS_SHAPE.tracks, from);
    // The statistics autovacuum would gather on a server (the embedded database has none).
    await database.db.execute(sql`analyze`);
    const newest = written.at(-1);
    if (!newest) throw new Error('no submission was written');
    return {
      ...LISTS_SHAPE,
      requestId: newest.requestId,
      albumId: album.id,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
  } finally {
    await database.close();
  }
}
