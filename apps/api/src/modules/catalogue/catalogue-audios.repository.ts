import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import {
  defaultOrderOf,
  type CatalogueAudioListQuery,
  type CatalogueTrackFilters,
  type CatalogueTrackSearchQuery,
  type CatalogueTrackSort,
} from '@cuebrief/shared';
import type { DbOrTx } from '../../db/client';
import { countedWindow } from '../../db/counted-window';
import { likePattern } from '../../db/like-pattern';
import {
  albums,
  audioAnalyses,
  audioFiles,
  audios,
  type AlbumRow,
  type AudioRow,
} from '../../db/schema';

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
 * The tempo and key a track is filtered and sorted by: what the admin stated, else what was
 * measured. The measured tempo is rounded half up to whole beats, as a stated one is written.
 * COALESCE runs the measured subquery only for a track with nothing stated, so a catalogue whose
 * admins state tempo and key reads no analysis at all; a lateral join would read one per track.
 */
const tempoOf = sql`coalesce(${audios.bpm}, round(${measured(audioAnalyses.bpm)}::numeric))`;
const keyOf = sql`coalesce(${audios.musicalKey}, ${measured(audioAnalyses.musicalKey)})`;

/**
 * The conditions of a track list's filters (catalogueAudioListQuerySchema says what each means);
 * `searched` is what the list's `search` matches.
 */
function filtersOf(query: CatalogueTrackFilters, searched: (search: string) => SQL | undefined) {
  const conditions: (SQL | undefined)[] = [
    query.search ? searched(query.search) : undefined,
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

/** An album's list searches its tracks' titles. */
const titleMatches = (search: string) => ilike(audios.title, likePattern(search));

/**
 * The catalogue's search: every word is in the track's title or description or its album's
 * title, so "night piano" finds the piano tracks of the album Night Drive.
 */
const wordsMatch = (search: string) =>
  and(
    ...search.split(/\s+/).map((word) => {
      const pattern = likePattern(word);
      return or(
        ilike(audios.title, pattern),
        ilike(audios.description, pattern),
        ilike(albums.title, pattern),
      );
    }),
  );

/** What each sort orders by (its direction comes from the query). */
const SORT_KEYS: Record<CatalogueTrackSort, SQL | AnyColumn> = {
  added: audios.createdAt,
  title: sql`lower(${audios.title})`,
  tempo: tempoOf,
  length: audios.durationSeconds,
};

/**
 * The search's order: the sort's key (a track without a tempo last either way), then the newest
 * first and the id, so equal keys keep one order and windows never repeat or skip a track.
 */
function searchOrderOf(query: CatalogueTrackSearchQuery): SQL[] {
  const direction = query.order ?? defaultOrderOf(query.sort);
  const key = SORT_KEYS[query.sort];
  const ties = [desc(audios.createdAt), desc(audios.id)];
  if (query.sort === 'added') {
    return direction === 'asc' ? [asc(audios.createdAt), asc(audios.id)] : ties;
  }
  return [sql`${key} ${sql.raw(direction)} nulls last`, ...ties];
}

/** A found track's album: what names and shows it beside the track. */
const foundAlbum = {
  id: albums.id,
  title: albums.title,
  published: albums.published,
  coverKey: albums.coverKey,
  thumbnailKey: albums.thumbnailKey,
  imageSizes: albums.imageSizes,
};
export type FoundTrackAlbum = Pick<AlbumRow, keyof typeof foundAlbum>;

/** What an admin may change of a track after its upload (decision 043). */
export type TrackChanges = Pick<AudioRow, 'title' | 'description' | 'bpm' | 'musicalKey'>;

/** Every function takes the connection or transaction to run on. */
export const catalogueAudiosRepository = {
  /**
   * Writes a catalogue track's new words; its search reads these columns, so the next search
   * finds it by them. Another kind of audio is left alone (undefined).
   */
  async updateTrack(
    db: DbOrTx,
    audioId: string,
    changes: TrackChanges,
  ): Promise<AudioRow | undefined> {
    const [row] = await db
      .update(audios)
      .set(changes)
      .where(and(eq(audios.id, audioId), isNotNull(audios.albumId)))
      .returning();
    return row;
  },

  /**
   * One window of an album's tracks that pass the filters, in the order they were added, and
   * how many pass in all (their files come from the audios service).
   */
  async listOfAlbum(
    db: DbOrTx,
    albumId: string,
    query: CatalogueAudioListQuery,
  ): Promise<{ rows: AudioRow[]; total: number }> {
    const where = and(eq(audios.albumId, albumId), ...filtersOf(query, titleMatches));
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

  /**
   * One window of every catalogue track that passes the search and filters, on published albums
   * unless `withUnpublished`, in the query's order, each with its album, and how many pass in
   * all. `album_id is not null` lets the planner read the catalogue's own index
   * (audios_catalogue_added_idx) instead of every take.
   */
  async search(
    db: DbOrTx,
    query: CatalogueTrackSearchQuery,
    scope: { withUnpublished: boolean },
  ): Promise<{ rows: { audio: AudioRow; album: FoundTrackAlbum }[]; total: number }> {
    const where = and(
      isNotNull(audios.albumId),
      scope.withUnpublished ? undefined : eq(albums.published, true),
      ...filtersOf(query, wordsMatch),
    );
    return countedWindow(
      db
        .select({ audio: audios, album: foundAlbum })
        .from(audios)
        .innerJoin(albums, eq(albums.id, audios.albumId))
        .where(where)
        .orderBy(...searchOrderOf(query))
        .limit(query.limit)
        .offset(query.offset),
      db
        .select({ total: count() })
        .from(audios)
        .innerJoin(albums, eq(albums.id, audios.albumId))
        .where(where),
    );
  },
};
