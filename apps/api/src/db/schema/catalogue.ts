import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * An album of the music catalogue (docs/contracts.md#catalogue): admins make it and upload its
 * tracks (audios whose `album_id` names it); clients see it once it is published. Its cover and
 * thumbnail are stored files (webp renditions of the uploaded image), null until one is uploaded.
 */
export const albums = pgTable(
  'albums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    published: boolean('published').notNull(),
    coverKey: text('cover_key').unique(),
    thumbnailKey: text('thumbnail_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('albums_created_idx').on(t.createdAt.desc(), t.id)],
);

export type AlbumRow = typeof albums.$inferSelect;
export type NewAlbumRow = typeof albums.$inferInsert;
