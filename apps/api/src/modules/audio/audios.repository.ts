import { and, asc, count, eq, inArray } from 'drizzle-orm';
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
import type { AudioInContext, AudioWithFiles, NewFile } from './audio.types';

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

/** Every function takes the connection or transaction to run on. */
export const audiosRepository = {
  /** An audio and the rows of its files, written together. */
  async insertWithFiles(db: DbOrTx, audio: NewAudioRow, files: NewFile[]): Promise<AudioWithFiles> {
    const [row] = await db.insert(audios).values(audio).returning();
    if (!row) throw new Error('insert returned no row');
    const fileRows = await db
      .insert(audioFiles)
      .values(files.map((file) => ({ ...file, audioId: row.id })))
      .returning();
    return { audio: row, files: fileRows };
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
    return audiosRepository.withFiles(db, rows);
  },

  /** The audios given, each with its files. */
  async withFiles(db: DbOrTx, rows: AudioRow[]): Promise<AudioWithFiles[]> {
    const files = await filesByAudio(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((audio) => ({ audio, files: files.get(audio.id) ?? [] }));
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

  /** Puts a new stems file in place of the old one; says where the old one was stored. */
  async replaceStems(
    db: DbOrTx,
    audioId: string,
    file: NewFile,
  ): Promise<{ files: AudioFileRow[]; replacedKey: string | undefined }> {
    const [replaced] = await db
      .delete(audioFiles)
      .where(and(eq(audioFiles.audioId, audioId), eq(audioFiles.kind, 'stems')))
      .returning({ key: audioFiles.storageKey });
    await db.insert(audioFiles).values({ ...file, audioId });
    return {
      files: (await filesByAudio(db, [audioId])).get(audioId) ?? [],
      replacedKey: replaced?.key,
    };
  },
};
