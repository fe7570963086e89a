import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImageSizes } from './image-sizes';

/**
 * An album of the music catalogue (docs/contracts.md#catalogue): admins make it and upload its
 * tracks (audios whose `album_id` names it); clients see it once it is published, which is when
 * `published_at` is set, and a draft until then (decision 043). Its cover and thumbnail are stored
 * files (webp renditions of the uploaded image), null until one is uploaded.
 */
export const albums = pgTable(
  'albums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    published: boolean('published').notNull(),
    /** When it was last published; null while it is a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    coverKey: text('cover_key').unique(),
    thumbnailKey: text('thumbnail_key').unique(),
    /** The cover's size and its narrower variants (null before decision 044). */
    imageSizes: jsonb('image_sizes').$type<ImageSizes>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('albums_created_idx').on(t.createdAt.desc(), t.id),
    // The flag the other modules read and the time the admins see never disagree.
    check('albums_published_at_check', sql`${t.published} = (${t.publishedAt} is not null)`),
  ],
);

export type AlbumRow = typeof albums.$inferSelect;
export type NewAlbumRow = typeof albums.$inferInsert;
