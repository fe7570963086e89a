import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  albums,
  audioFiles,
  audios,
  requests,
  submissions,
  type AudioFileRow,
  type AudioRow,
  type NewAudioRow,
} from '../../db/schema';
import { analysisRecords } from '../analysis/analysis.service';
import {
  masterFileOf,
  type AudioInContext,
  type AudioWithFiles,
  type NewFile,
} from './audio.types';

/** The files of the audios named, grouped by audio. */
async function filesByAudio(db: DbOrTx, audioIds: string[]): Promise<Map<string, AudioFileRow[]>> {
  const byAudio = new Map<string, AudioFileRow[]>(audioIds.map((id) => [id, []]));
  if (audioIds.length === 0) return byAudio;
  const rows = await db
    .select()
    .from(audioFiles)
    .where(inArray(audioFiles.audioId, audioIds))
    .orderBy(asc(audioFiles.kind));
  for (const row of rows) byAudio.get(row.audioId)?.push(row);
  return byAudio;
}

/** The audios given with their files and the analysis of each one's master file. */
async function withFilesAndAnalysis(db: DbOrTx, rows: AudioRow[]): Promise<AudioWithFiles[]> {
  const files = await filesByAudio(
    db,
    rows.map((row) => row.id),
  );
  const masters = rows.flatMap((row) => masterFileOf(files.get(row.id) ?? []) ?? []);
  const analyses = await analysisRecords.ofFiles(
    db,
    masters.map((file) => file.id),
  );
  return rows.map((audio) => {
    const own = files.get(audio.id) ?? [];
    const master = masterFileOf(own);
    return { audio, files: own, analysis: (master && analyses.get(master.id)) ?? null };
  });
}

/** Every function takes the connection or transaction to run on. */
export const audiosRepository = {
  /**
   * An audio and the rows of its files, written together, with a pending analysis for each mp3
   * and wav: in the same transaction, so no stored file is ever left without its job.
   */
  async insertWithFiles(db: DbOrTx, audio: NewAudioRow, files: NewFile[]): Promise<AudioWithFiles> {
    const [row] = await db.insert(audios).values(audio).returning();
    if (!row) throw new Error('insert returned no row');
    const fileRows = await db
      .insert(audioFiles)
      .values(files.map((file) => ({ ...file, audioId: row.id })))
      .returning();
    const analyses = await analysisRecords.enqueue(db, fileRows);
    const master = masterFileOf(fileRows);
    const analysis = analyses.find((entry) => entry.audioFileId === master?.id) ?? null;
    return { audio: row, files: fileRows, analysis };
  },

  async countOfSubmission(db: DbOrTx, submissionId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(audios)
      .where(eq(audios.submissionId, submissionId));
    return row?.n ?? 0;
  },

  /** An audio with its parent (and a take's composer and request); an unknown id finds nothing. */
  async findInContext(db: DbOrTx, id: string): Promise<AudioInContext | undefined> {
    const [row] = await db
      .select({
        audio: audios,
        submissionId: submissions.id,
        composerId: submissions.composerId,
        requestId: requests.id,
        requestTitle: requests.title,
        clientId: requests.clientId,
        albumTitle: albums.title,
        published: albums.published,
      })
      .from(audios)
      .leftJoin(submissions, eq(submissions.id, audios.submissionId))
      .leftJoin(requests, eq(requests.id, submissions.requestId))
      .leftJoin(albums, eq(albums.id, audios.albumId))
      .where(eq(audios.id, id));
    if (!row) return undefined;
    const { audio } = row;
    if (row.submissionId && row.composerId && row.requestId && row.requestTitle && row.clientId) {
      return {
        kind: 'submission',
        audio,
        submissionId: row.submissionId,
        composerId: row.composerId,
        requestId: row.requestId,
        requestTitle: row.requestTitle,
        clientId: row.clientId,
      };
    }
    if (audio.albumId && row.albumTitle !== null && row.published !== null) {
      return {
        kind: 'catalogue',
        audio,
        albumId: audio.albumId,
        albumTitle: row.albumTitle,
        published: row.published,
      };
    }
    if (audio.placementId) return { kind: 'placement', audio, placementId: audio.placementId };
    throw new Error('an audio without a parent');
  },

  async filesOf(db: DbOrTx, audioId: string): Promise<AudioFileRow[]> {
    return (await filesByAudio(db, [audioId])).get(audioId) ?? [];
  },

  /** The audios of the submissions named, oldest first, with their files. */
  async listOfSubmissions(db: DbOrTx, submissionIds: string[]): Promise<AudioWithFiles[]> {
    if (submissionIds.length === 0) return [];
    const rows = await db
      .select()
      .from(audios)
      .where(inArray(audios.submissionId, submissionIds))
      .orderBy(asc(audios.createdAt), asc(audios.id));
    return withFilesAndAnalysis(db, rows);
  },

  /** The audios given, each with its files and its master file's analysis. */
  withFiles: withFilesAndAnalysis,

  /** Every version of a take, newest first, with their files (docs/contracts.md#versions). */
  async listOfTake(db: DbOrTx, takeId: string): Promise<AudioWithFiles[]> {
    const rows = await db
      .select()
      .from(audios)
      .where(eq(audios.takeId, takeId))
      .orderBy(desc(audios.version));
    return withFilesAndAnalysis(db, rows);
  },

  /** A take's latest version (the highest number); nothing once every version is gone. */
  async latestOfTake(db: DbOrTx, takeId: string): Promise<AudioRow | undefined> {
    const [row] = await db
      .select()
      .from(audios)
      .where(eq(audios.takeId, takeId))
      .orderBy(desc(audios.version))
      .limit(1);
    return row;
  },

  /**
   * Deletes an audio (its reactions cascade) and says where its files were stored; nothing when
   * there was no such audio left to delete.
   */
  async deleteAudio(db: DbOrTx, id: string): Promise<{ storageKeys: string[] } | undefined> {
    const files = await db
      .delete(audioFiles)
      .where(eq(audioFiles.audioId, id))
      .returning({ key: audioFiles.storageKey });
    const deleted = await db.delete(audios).where(eq(audios.id, id)).returning({ id: audios.id });
    return deleted.length > 0 ? { storageKeys: files.map((file) => file.key) } : undefined;
  },

  /**
   * Adds one mp3 or wav to an audio that has none of its kind, with its pending analysis; when
   * the new file is the master (a wav beside an mp3), its length and waveform become the audio's.
   */
  async addPlayableFile(
    db: DbOrTx,
    audio: AudioRow,
    file: NewFile,
    master: Pick<AudioRow, 'durationSeconds' | 'peaks'> | undefined,
  ): Promise<AudioWithFiles> {
    const [fileRow] = await db
      .insert(audioFiles)
      .values({ ...file, audioId: audio.id })
      .returning();
    if (!fileRow) throw new Error('insert returned no row');
    await analysisRecords.enqueue(db, [fileRow]);
    const [updated] = master
      ? await db.update(audios).set(master).where(eq(audios.id, audio.id)).returning()
      : [audio];
    const [entry] = await withFilesAndAnalysis(db, [updated ?? audio]);
    if (!entry) throw new Error('an audio without its entry');
    return entry;
  },

  /**
   * Puts a new stems file in place of the old one: the audio's files and analysis after, and
   * where the old one was stored.
   */
  async replaceStems(
    db: DbOrTx,
    audio: AudioRow,
    file: NewFile,
  ): Promise<{ entry: AudioWithFiles; replacedKey: string | undefined }> {
    const [replaced] = await db
      .delete(audioFiles)
      .where(and(eq(audioFiles.audioId, audio.id), eq(audioFiles.kind, 'stems')))
      .returning({ key: audioFiles.storageKey });
    await db.insert(audioFiles).values({ ...file, audioId: audio.id });
    const [entry] = await withFilesAndAnalysis(db, [audio]);
    if (!entry) throw new Error('an audio without its entry');
    return { entry, replacedKey: replaced?.key };
  },
};
