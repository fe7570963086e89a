import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImageSizes } from './image-sizes';
import type { PlacementMedia } from '@cuebrief/shared';

/**
 * Where music was used (docs/contracts.md#placements): the showcase guests see. Its audio is an
 * audio whose `placement_id` names it (at most one); its image and thumbnail are stored webp
 * renditions.
 */
export const placements = pgTable(
  'placements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    brand: text('brand').notNull(),
    media: text('media').$type<PlacementMedia>().notNull(),
    year: integer('year').notNull(),
    description: text('description'),
    imageKey: text('image_key').unique(),
    thumbnailKey: text('thumbnail_key').unique(),
    /** The cover's size and its narrower variants (null before decision 044). */
    imageSizes: jsonb('image_sizes').$type<ImageSizes>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('placements_created_idx').on(t.createdAt.desc(), t.id),
    check(
      'placements_media_check',
      sql`${t.media} in ('TV', 'film', 'ad', 'trailer', 'game', 'online')`,
    ),
  ],
);

export type PlacementRow = typeof placements.$inferSelect;
export type NewPlacementRow = typeof placements.$inferInsert;
