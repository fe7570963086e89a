// The review loop's benchmark data: one request of a demo client with many takes of two versions
// each, measured, some decided and favoured, and one take with hundreds of comments, written
// straight into the database in bulk with the app's own client and migrations, before the API
// starts.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { WAVEFORM_POINTS, type CreateRequest } from '@cuebrief/shared';
import type { DbOrTx } from '../src/db/client';
import { demoAccount, openSeededDatabase } from './seeded-database';
import {
  audioAnalyses,
  audioFavorites,
  audioFiles,
  audios,
  requests,
  submissions,
  takeComments,
  takeDecisions,
  type NewAudioRow,
  type NewTakeCommentRow,
} from '../src/db/schema';
import { systemClock } from '../src/lib/clock';
import { seededRandom } from '../test/helpers/seeded-random';

export const REVIEW_CLIENT = 'ava@northlight.example';
const COMPOSERS = ['lena@composers.example', 'theo@composers.example'];
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;
/** Marks the benchmark's request among the demo's, so a second load finds it again. */
const MARKER = 'Review-loop benchmark brief';

export type ReviewLoopShape = {
  takes: number;
  versionsPerTake: number;
  takesPerSubmission: number;
  /** On the benchmarked take: half on its first version, half on its latest; a third are replies. */
  comments: number;
};

export type ReviewLoopSeed = ReviewLoopShape & {
  requestId: string;
  /** The latest version of the take with the comments: what GET /audio/{id}/comments reads. */
  commentedAudioId: string;
  clientEmail: string;
  seconds: number;
};

/** A waveform of WAVEFORM_POINTS values, as an upload stores it (about 7 KB of JSON). */
function waveform(random: ReturnType<typeof seededRandom>): number[] {
  return Array.from(
    { length: WAVEFORM_POINTS },
    (_, i) => Math.round((0.3 + 0.5 * Math.abs(Math.sin(i / 9)) * random.next()) * 1000) / 1000,
  );
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH));
  }
}

/**
 * A benchmark's request: 96–120 BPM in D major, 30 seconds, open for a month; `brief` starts
 * with what the benchmark marks its requests by, so a second load finds them again.
 */
export function benchBrief(
  now: Date,
  brief = `${MARKER}: hundreds of takes to sort, play and decide on.`,
): CreateRequest {
  return {
    name: 'Bench Contact',
    duty: ['Music supervisor'],
    email: 'bench-contact@agency.example',
    budget: 5000,
    deadline: new Date(now.getTime() + 30 * DAY_MS).toISOString().slice(0, 10),
    category: ['Advertising'],
    length: ['30 seconds'],
    genre: ['Cinematic'],
    mood: ['Uplifting'],
    keywords: [],
    instrumentation: ['Piano'],
    tempo: [96, 120],
    key: ['D major'],
    references: [],
    brief,
  };
}

/** Every version of every take, with its file, its analysis and what the client did. */
async function insertTakes(
  db: DbOrTx,
  shape: ReviewLoopShape,
  ids: { requestId: string; clientId: string; composerIds: string[] },
  now: Date,
): Promise<{ commentedAudio: { id: string; takeId: string; durationSeconds: number } }> {
  const random = seededRandom(1414);
  const start = now.getTime() - 10 * DAY_MS;
  const submissionCount = Math.ceil(shape.takes / shape.takesPerSubmission);
  const submissionRows = Array.from({ length: submissionCount }, (_, i) => ({
    id: randomUUID(),
    requestId: ids.requestId,
    composerId: ids.composerIds[i % ids.composerIds.length] ?? '',
    tempoMin: 96,
    tempoMax: 120,
    genre: ['Cinematic'],
    brief: `Submission ${i} of the review-loop benchmark.`,
    createdAt: new Date(start + i * 60_000),
  }));
  await insertInBatches(submissionRows, (batch) => db.insert(submissions).values(batch));

  const audioRows: NewAudioRow[] = [];
  for (let take = 0; take < shape.takes; take += 1) {
    const submission = submissionRows[Math.floor(take / shape.takesPerSubmission)];
    if (!submission) throw new Error('a take without its submission');
    const takeId = randomUUID();
    for (let version = 1; version <= shape.versionsPerTake; version += 1) {
      const stated = random.next() < 0.5;
      audioRows.push({
        id: version === 1 ? takeId : randomUUID(),
        submissionId: submission.id,
        takeId,
        version,
        versionNote: version > 1 ? 'Shorter intro, lift at 0:18' : null,
        title: `Take ${String(take + 1).padStart(3, '0')}`,
        bpm: stated ? random.int(90, 130) : null,
        musicalKey: stated ? 'D major' : null,
        durationSeconds: random.int(20, 40),
        peaks: waveform(random),
        createdAt: new Date(submission.createdAt.getTime() + take * 1000 + version * DAY_MS),
      });
    }
  }
  await insertInBatches(audioRows, (batch) => db.insert(audios).values(batch));

  const fileRows = audioRows.map((audio) => ({
    id: randomUUID(),
    audioId: audio.id ?? '',
    kind: 'mp3' as const,
    storageKey: `audio/${randomUUID()}.mp3`,
    bytes: 480_000,
    durationSeconds: audio.durationSeconds,
    sampleRate: 44_100,
    channels: 2,
    bitRate: 128_000,
    createdAt: audio.createdAt,
  }));
  await insertInBatches(fileRows, (batch) => db.insert(audioFiles).values(batch));
  // Nine in ten measured, at tempos around the brief's, most in its key; the rest failed (a
  // pending one would have the API's analysis threads look for a file that is not there).
  const keys = ['D major', 'D major', 'B minor', 'A major', 'F major'];
  const analysisRows = fileRows.map((file) => {
    const done = random.next() < 0.9;
    return {
      audioFileId: file.id,
      state: done ? ('done' as const) : ('failed' as const),
      createdAt: file.createdAt,
      error: done ? null : 'benchmark row without a file',
      ...(done
        ? {
            analyser: 'cuebrief-analyser',
            analyserVersion: 'bench',
            bpm: random.int(80, 140) + random.next(),
            bpmConfidence: 0.9,
            musicalKey: keys[random.int(0, keys.length - 1)] ?? null,
            keyConfidence: 0.7,
            loudnessLufs: -14,
            truePeakDbtp: random.next() < 0.8 ? -2 : -0.3,
            samplePeakDbfs: -2.5,
            durationSeconds: file.durationSeconds,
            leadingSilenceSeconds: 0,
            trailingSilenceSeconds: 0,
            clippedSamples: 0,
            analysedAt: file.createdAt,
          }
        : {}),
    };
  });
  await insertInBatches(analysisRows, (batch) => db.insert(audioAnalyses).values(batch));

  const latest = audioRows.filter((audio) => audio.version === shape.versionsPerTake);
  const decisions = latest.flatMap((audio, i) =>
    i % 5 === 0 || i % 7 === 0
      ? [
          {
            audioId: audio.id ?? '',
            takeId: audio.takeId ?? '',
            decidedBy: ids.clientId,
            state: i % 5 === 0 ? ('shortlisted' as const) : ('passed' as const),
            reasons: i % 5 === 0 ? [] : (['Tempo'] as const).slice(),
            createdAt: now,
          },
        ]
      : [],
  );
  await insertInBatches(decisions, (batch) => db.insert(takeDecisions).values(batch));
  const favourites = latest
    .filter((_, i) => i % 9 === 0)
    .map((audio) => ({ clientId: ids.clientId, audioId: audio.id ?? '', createdAt: now }));
  await insertInBatches(favourites, (batch) => db.insert(audioFavorites).values(batch));
  await db
    .update(requests)
    .set({ submissionsCount: submissionCount })
    .where(eq(requests.id, ids.requestId));

  const [first] = latest;
  if (!first?.id || !first.takeId) throw new Error('no take was written');
  return {
    commentedAudio: { id: first.id, takeId: first.takeId, durationSeconds: first.durationSeconds },
  };
}

/** `count` comments on a take: threads by the client on both versions, replies by its composer. */
async function insertComments(
  db: DbOrTx,
  take: { takeId: string; versionIds: string[]; durationSeconds: number },
  authors: { clientId: string; composerId: string },
  count: number,
  now: Date,
) {
  const random = seededRandom(77);
  const rows: NewTakeCommentRow[] = [];
  const roots: NewTakeCommentRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = new Date(now.getTime() - (count - i) * 60_000);
    const parent = i % 3 === 2 ? roots[random.int(0, roots.length - 1)] : undefined;
    const atSeconds = parent?.atSeconds ?? random.int(0, Math.floor(take.durationSeconds) - 1);
    const row: NewTakeCommentRow = {
      id: randomUUID(),
      audioId: parent?.audioId ?? take.versionIds[i % take.versionIds.length] ?? '',
      takeId: take.takeId,
      parentId: parent?.id ?? null,
      authorId: parent ? authors.composerId : authors.clientId,
      authorRole: parent ? 'composer' : 'client',
      atSeconds,
      endSeconds: !parent && i % 4 === 0 ? atSeconds + 1 : null,
      body: parent
        ? `Reply ${i}: changed it in the next version, have a listen.`
        : `Comment ${i}: the lift here works, but the hi-hat is a little loud for the voice-over.`,
      createdAt: at,
    };
    rows.push(row);
    if (!parent) roots.push(row);
  }
  await insertInBatches(rows, (batch) => db.insert(takeComments).values(batch));
}

/**
 * Opens the app's database (migrating it), seeds the demo accounts if it is empty, and writes
 * the benchmark's request with its takes, versions, analyses, decisions, favourites and the
 * commented take, then lets the planner gather statistics. Nobody is mailed.
 */
export async function loadReviewLoop(options: {
  dataDir: string;
  databaseUrl?: string;
  shape: ReviewLoopShape;
}): Promise<ReviewLoopSeed> {
  const started = Date.now();
  const { database, services } = await openSeededDatabase(options);
  try {
    const person = (email: string) => demoAccount(services, email);
    const client = await person(REVIEW_CLIENT);
    const composers = await Promise.all(COMPOSERS.map(person));
    const now = systemClock.now();
    await services.requests.importRequests([
      { clientId: client.id, brief: benchBrief(now), createdAt: new Date(now.getTime() - DAY_MS) },
    ]);
    const [request] = await database.db
      .select({ id: requests.id })
      .from(requests)
      .where(sql`${requests.brief} like ${`${MARKER}%`}`)
      .orderBy(sql`${requests.createdAt} desc`)
      .limit(1);
    if (!request) throw new Error('the benchmark request was not written');
    const { commentedAudio } = await insertTakes(
      database.db,
      options.shape,
      { requestId: request.id, clientId: client.id, composerIds: composers.map((c) => c.id) },
      now,
    );
    const versions = await database.db
      .select({ id: audios.id })
      .from(audios)
      .where(eq(audios.takeId, commentedAudio.takeId))
      .orderBy(audios.version);
    await insertComments(
      database.db,
      {
        takeId: commentedAudio.takeId,
        versionIds: versions.map((version) => version.id),
        durationSeconds: commentedAudio.durationSeconds,
      },
      { clientId: client.id, composerId: composers[0]?.id ?? '' },
      options.shape.comments,
      now,
    );
    // The statistics autovacuum would gather on a server (the embedded database has none).
    await database.db.execute(sql`analyze`);
    return {
      ...options.shape,
      requestId: request.id,
      commentedAudioId: commentedAudio.id,
      clientEmail: REVIEW_CLIENT,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
  } finally {
    await database.close();
  }
}
