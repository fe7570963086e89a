import {
  and,
  arrayContains,
  asc,
  count,
  eq,
  gte,
  ilike,
  lte,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { CatalogueAudioListQuery, CatalogueTrackFilters } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import { countedWindow } from '../../db/counted-window';
import { likePattern } from '../../db/like-pattern';
import { audioAnalyses, audioFiles, audios, type AudioRow } from '../../db/schema';

/**
 * A result of the track's finished analysis, measured in its master file (the wav when it has
 * both, else the mp3); null while that analysis is pending or failed, even when the other file's
 * is done, as the track's answer shows the master's (docs/contracts.md#brief-fit).
 */
function measured(column: AnyColumn): SQL {
  return sql`(
    select case when ${audioAnalyses.state} = 'done' then ${column} end
    from ${audioFiles}
    left join ${audioAnalyses} on ${audioAnalyses.audioFileId} = ${audioFiles.id}
    where ${audioFiles.audioId} = ${audios.id} and ${audioFiles.kind} in ('wav', 'mp3')
    order by ${audioFiles.kind} = 'wav' desc
    limit 1
  )`;
}

/**
 * The tempo and key a track is filtered by: what the admin stated, else what was measured. The
 * measured tempo is rounded half up to whole beats, as a stated one is written.
 */
const tempoOf = sql`coalesce(${audios.bpm}, round(${measured(audioAnalyses.bpm)}::numeric))`;
const keyOf = sql`coalesce(${audios.musicalKey}, ${measured(audioAnalyses.musicalKey)})`;

/** The conditions of a track list's filters (catalogueAudioListQuerySchema says what each means). */
function filtersOf(query: CatalogueTrackFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    query.search ? ilike(audios.title, likePattern(query.search)) : undefined,
    query.genre ? arrayContains(audios.genre, [query.genre]) : undefined,
    query.mood ? arrayContains(audios.mood, [query.mood]) : undefined,
    query.instrument ? arrayContains(audios.instruments, [query.instrument]) : undefined,
    query.key ? sql`${keyOf} = ${query.key}` : undefined,
    query.tempoMin !== undefined ? sql`${tempoOf} >= ${query.tempoMin}` : undefined,
    query.tempoMax !== undefined ? sql`${tempoOf} <= ${query.tempoMax}` : undefined,
    query.durationMin !== undefined ? gte(audios.durationSeconds, query.durationMin) : undefined,
    query.durationMax !== undefined ? lte(audios.durationSeconds, query.durationMax) : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** Every function takes the connection or transaction to run on. */
export const catalogueAudiosRepository = {
  /**
   * One window of an album's tracks that pass the filters, in the order they were added, and
   * how many pass in all (their files come from the audios service).
   */
  async listOfAlbum(
    db: DbOrTx,
    albumId: string,
    query: CatalogueAudioListQuery,
  ): Promise<{ rows: AudioRow[]; total: number }> {
    const where = and(eq(audios.albumId, albumId), ...filtersOf(query));
    return countedWindow(
      db
        .select()
        .from(audios)
        .where(where)
        .orderBy(asc(audios.createdAt), asc(audios.id))
        .limit(query.limit)
        .offset(query.offset),
      db.select({ total: count() }).from(audios).where(where),
    );
  },
};
