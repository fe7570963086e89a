import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedImageKeysOf } from '../../db/image-keys';
import type { ImageSizes } from '../../db/schema/image-sizes';
import {
  audioFiles,
  audios,
  placements,
  type AudioRow,
  type NewPlacementRow,
  type PlacementRow,
} from '../../db/schema';

const imageKeysOf = (row: PlacementRow) => storedImageKeysOf(row.imageKey, row);

/** Every function takes the connection or transaction to run on. */
export const placementsRepository = {
  async insert(db: DbOrTx, placement: NewPlacementRow): Promise<PlacementRow> {
    const [row] = await db.insert(placements).values(placement).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async find(
    db: DbOrTx,
    id: string,
    options: { forUpdate?: boolean } = {},
  ): Promise<PlacementRow | undefined> {
    const query = db.select().from(placements).where(eq(placements.id, id));
    const [row] = await (options.forUpdate ? query.for('update') : query);
    return row;
  },

  /** Newest first; at most `limit` when given. */
  async list(db: DbOrTx, limit: number | undefined): Promise<PlacementRow[]> {
    const query = db
      .select()
      .from(placements)
      .orderBy(desc(placements.createdAt), desc(placements.id));
    return limit === undefined ? query : query.limit(limit);
  },

  /** The music of the placements named (at most one each), oldest first; no files. */
  async audiosOf(db: DbOrTx, placementIds: string[]): Promise<AudioRow[]> {
    if (placementIds.length === 0) return [];
    return db
      .select()
      .from(audios)
      .where(inArray(audios.placementId, placementIds))
      .orderBy(asc(audios.createdAt));
  },

  /** The id of a placement's music (at most one), if it has any. */
  async audioIdOf(db: DbOrTx, placementId: string): Promise<string | undefined> {
    const [existing] = await db
      .select({ id: audios.id })
      .from(audios)
      .where(eq(audios.placementId, placementId));
    return existing?.id;
  },

  /** Puts new image renditions on a placement; says where the old ones were stored. */
  async replaceImage(
    db: DbOrTx,
    placement: PlacementRow,
    image: { imageKey: string; thumbnailKey: string; imageSizes: ImageSizes },
  ): Promise<string[]> {
    await db.update(placements).set(image).where(eq(placements.id, placement.id));
    return imageKeysOf(placement);
  },

  /** Deletes a placement (its music cascades); says where its files and images were stored. */
  async delete(db: DbOrTx, placement: PlacementRow): Promise<string[]> {
    const files = await db
      .select({ key: audioFiles.storageKey })
      .from(audioFiles)
      .innerJoin(audios, eq(audios.id, audioFiles.audioId))
      .where(eq(audios.placementId, placement.id));
    await db.delete(placements).where(eq(placements.id, placement.id));
    return [...files.map((file) => file.key), ...imageKeysOf(placement)];
  },
};
