// Lists as long as years of use make them, written straight into the database in bulk (an
// upload through the API takes a tenth of a second; thousands of takes would take minutes):
// submissions with takes and versions, each with a stored mp3 row and a finished analysis,
// favourites, and an album's tracks. Used by the bounded-list tests and the benchmark.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { WAVEFORM_POINTS } from '@cuebrief/shared';
import type { DbOrTx } from '../../src/db/client';
import {
  audioAnalyses,
  audioFavorites,
  audioFiles,
  audios,
  requests,
  submissions,
} from '../../src/db/schema';
import { seededRandom } from './seeded-random';

const BATCH = 500;
const MINUTE_MS = 60_000;

/** An audio written here: its ids and the peaks stored, to compare what a list answers with. */
export type WrittenAudio = { id: string; takeId: string | null; version: number; peaks: number[] };
export type WrittenSubmission = {
  id: string;
  requestId: string;
  composerId: string;
  createdAt: Date;
  /** Every version of its takes, oldest first. */
  audios: WrittenAudio[];
};

export type TakesShape = {
  /** The requests answered, in turn: the n-th submission answers requestIds[n % length]. */
  requestIds: string[];
  /** Who answers, in turn as well. */
  composerIds: string[];
  takes: number;
  takesPerSubmission: number;
  versionsPerTake: number;
  /** The first submission's time; each next one comes a minute later. */
  from: Date;
  /** Changes the peaks drawn, so two calls in one database write different waves. */
  seed?: number;
};

/** A waveform of WAVEFORM_POINTS values as an upload stores it (three decimals, ~7 KB of JSON). */
function storedPeaks(random: ReturnType<typeof seededRandom>): number[] {
  return Array.from(
    { length: WAVEFORM_POINTS },
    (_, i) => Math.round((0.2 + 0.7 * Math.abs(Math.sin(i / 9)) * random.next()) * 1000) / 1000,
  );
}

/** How many different waves the audios written share: enough to tell them apart in a list. */
const PALETTE_SIZE = 8;

/** An audio row to write, its peaks named by their place in the palette. */
type AudioSeed = {
  id: string;
  submission_id: string | null;
  album_id: string | null;
  take_id: string | null;
  version: number | null;
  version_note: string | null;
  title: string;
  duration_seconds: number;
  slot: number;
  created_at: string;
};

/**
 * Writes the audios, each with an mp3's row and its finished analysis, as an upload and its
 * worker leave them. Everything is made inside the database, the peaks taken from `palette`:
 * each row's 7 KB of peaks sent and parsed one by one is most of the time thousands take.
 */
async function insertAudios(db: DbOrTx, seeds: AudioSeed[], palette: number[][]) {
  const waves = JSON.stringify(palette);
  await insertInBatches(seeds, async (batch) => {
    const rows = sql`jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(id uuid,
      submission_id uuid, album_id uuid, take_id uuid, version integer, version_note text,
      title text, duration_seconds real, slot integer, created_at timestamptz)`;
    await db.execute(sql`
      insert into ${audios} (id, submission_id, album_id, take_id, version, version_note, title,
        duration_seconds, peaks, genres, moods, instruments, created_at)
      select r.id, r.submission_id, r.album_id, r.take_id, r.version, r.version_note, r.title,
        r.duration_seconds, (${waves}::jsonb) -> r.slot,
        case when r.album_id is null then '{}'::text[] else array['Cinematic'] end,
        case when r.album_id is null then '{}'::text[] else array['Calm'] end,
        case when r.album_id is null then '{}'::text[] else array['Piano'] end,
        r.created_at
      from ${rows}`);
    await db.execute(sql`
      insert into ${audioFiles} (id, audio_id, kind, storage_key, bytes, duration_seconds,
        sample_rate, channels, bit_rate, created_at)
      select gen_random_uuid(), r.id, 'mp3', 'audio/' || gen_random_uuid() || '.mp3', 480000,
        r.duration_seconds, 44100, 2, 128000, r.created_at
      from ${rows}`);
    // Measured at tempos around a brief's 96–120 BPM, most in its key.
    await db.execute(sql`
      insert into ${audioAnalyses} (audio_file_id, state, created_at, analyser, analyser_version,
        bpm, bpm_confidence, musical_key, key_confidence, loudness_lufs, true_peak_dbtp,
        sample_peak_dbfs, duration_seconds, leading_silence_seconds, trailing_silence_seconds,
        clipped_samples, analysed_at)
      select f.id, 'done', f.created_at, 'cuebrief-analyser', 'test',
        90 + (r.slot * 5) + 0.4, 0.9, case when r.slot < 6 then 'D major' else 'F major' end, 0.7,
        -14, -2, -2.5, f.duration_seconds, 0, 0, 0, f.created_at
      from ${rows} join ${audioFiles} f on f.audio_id = r.id`);
  });
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH));
  }
}

/** Audios from their seeds, with peaks drawn from a palette of different waves. */
async function writeAudios(
  db: DbOrTx,
  seeds: AudioSeed[],
  random: ReturnType<typeof seededRandom>,
): Promise<WrittenAudio[]> {
  const palette = Array.from({ length: PALETTE_SIZE }, () => storedPeaks(random));
  await insertAudios(db, seeds, palette);
  return seeds.map((row) => ({
    id: row.id,
    takeId: row.take_id,
    version: row.version ?? 1,
    peaks: palette[row.slot] ?? [],
  }));
}

/**
 * Submissions with `takes` takes in all (`takesPerSubmission` each, the last one maybe fewer),
 * every take with `versionsPerTake` versions, each version with its file and analysis; the
 * requests' submission counts follow. Returns the submissions oldest first.
 */
export async function writeTakes(db: DbOrTx, shape: TakesShape): Promise<WrittenSubmission[]> {
  const seed = shape.seed ?? 1;
  const random = seededRandom(seed);
  const count = Math.ceil(shape.takes / shape.takesPerSubmission);
  const written: WrittenSubmission[] = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    requestId: shape.requestIds[i % shape.requestIds.length] ?? '',
    composerId: shape.composerIds[i % shape.composerIds.length] ?? '',
    createdAt: new Date(shape.from.getTime() + i * MINUTE_MS),
    audios: [],
  }));
  await insertInBatches(written, (batch) =>
    db.insert(submissions).values(
      batch.map((submission, i) => ({
        id: submission.id,
        requestId: submission.requestId,
        composerId: submission.composerId,
        tempoMin: 96,
        tempoMax: 120,
        genre: ['Cinematic'],
        brief: `Submission ${i} written for a long list.`,
        createdAt: submission.createdAt,
      })),
    ),
  );

  const seeds: AudioSeed[] = [];
  const submissionOf = new Map<string, WrittenSubmission>();
  for (let take = 0; take < shape.takes; take += 1) {
    const submission = written[Math.floor(take / shape.takesPerSubmission)];
    if (!submission) throw new Error('a take without its submission');
    const takeId = randomUUID();
    for (let version = 1; version <= shape.versionsPerTake; version += 1) {
      const id = version === 1 ? takeId : randomUUID();
      submissionOf.set(id, submission);
      seeds.push({
        id,
        submission_id: submission.id,
        album_id: null,
        take_id: takeId,
        version,
        version_note: version > 1 ? 'Shorter intro, lift at 0:18' : null,
        title: `Take ${take + 1}`,
        duration_seconds: random.int(20, 40),
        slot: random.int(0, PALETTE_SIZE - 1),
        // Within its submission's minute, takes and versions in the order they came.
        created_at: new Date(
          submission.createdAt.getTime() + (take % 50) * 1000 + version * 10,
        ).toISOString(),
      });
    }
  }
  for (const audio of await writeAudios(db, seeds, random)) {
    submissionOf.get(audio.id)?.audios.push(audio);
  }
  for (const requestId of new Set(shape.requestIds)) {
    const added = written.filter((submission) => submission.requestId === requestId).length;
    await db
      .update(requests)
      .set({ submissionsCount: sql`${requests.submissionsCount} + ${added}` })
      .where(eq(requests.id, requestId));
  }
  return written;
}

/** A client's favourites on the audios named, the first marked at `from`, each next a minute on. */
export async function writeFavourites(
  db: DbOrTx,
  clientId: string,
  audioIds: string[],
  from: Date,
): Promise<void> {
  await insertInBatches(
    audioIds.map((audioId, i) => ({
      clientId,
      audioId,
      createdAt: new Date(from.getTime() + i * MINUTE_MS),
    })),
    (batch) => db.insert(audioFavorites).values(batch),
  );
}

/** `count` tracks of an album, added a minute apart from `from`, each with its file and analysis. */
export async function writeTracks(
  db: DbOrTx,
  albumId: string,
  count: number,
  from: Date,
  seed = 7,
): Promise<WrittenAudio[]> {
  const random = seededRandom(seed);
  const seeds = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    submission_id: null,
    album_id: albumId,
    take_id: null,
    version: null,
    version_note: null,
    title: `Track ${i + 1}`,
    duration_seconds: random.int(60, 180),
    slot: random.int(0, PALETTE_SIZE - 1),
    created_at: new Date(from.getTime() + i * MINUTE_MS).toISOString(),
  }));
  return writeAudios(db, seeds, random);
}
