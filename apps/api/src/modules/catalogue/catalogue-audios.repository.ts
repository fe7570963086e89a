import { and, arrayContains, asc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { CatalogueAudioListQuery } from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { audios, type AudioRow } from '../../db/schema';

/** The conditions of a track list's filters (catalogueAudioListQuerySchema says what each means). */
function filtersOf(query: CatalogueAudioListQuery): SQL[] {
  const conditions: (SQL | undefined)[] = [
    query.search ? ilike(audios.title, likePattern(query.search)) : undefined,
    query.genre ? arrayContains(audios.genre, [query.genre]) : undefined,
    query.mood ? arrayContains(audios.mood, [query.mood]) : undefined,
    query.instrument ? arrayContains(audios.instruments, [query.instrument]) : undefined,
    query.key ? eq(audios.musicalKey, query.key) : undefined,
    query.tempoMin !== undefined ? gte(audios.bpm, query.tempoMin) : undefined,
    query.tempoMax !== undefined ? lte(audios.bpm, query.tempoMax) : undefined,
    query.durationMin !== undefined ? gte(audios.durationSeconds, query.durationMin) : undefined,
    query.durationMax !== undefined ? lte(audios.durationSeconds, query.durationMax) : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** Every function takes the connection or transaction to run on. */
export const catalogueAudiosRepository = {
  /**
   * An album's tracks that pass the filters, in the order they were added (their files come
   * from the audios service).
   */
  async listOfAlbum(
    db: DbOrTx,
    albumId: string,
    query: CatalogueAudioListQuery,
  ): Promise<AudioRow[]> {
    return db
      .select()
      .from(audios)
      .where(and(eq(audios.albumId, albumId), ...filtersOf(query)))
      .orderBy(asc(audios.createdAt), asc(audios.id));
  },
};
