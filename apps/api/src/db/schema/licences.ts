import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { audioReviews, audios } from './audio';
import { payments } from './payments';
import { requests } from './requests';
import { users } from './users';

/** Numbers licences in the order they are issued: `CB-<year>-<6 digits>` (decision 013). */
export const licenceNumbers = pgSequence('licence_numbers', { startWith: 1 });

/**
 * A paid licence to use an audio (decision 013). The columns after `price_cents` are a snapshot
 * of what the PDF prints, taken when the licence is issued: the licence reads the same after its
 * audio, offer or request change or go, and after its parties remove their accounts (then their
 * names are replaced, the agency and the music stay).
 */
export const licences = pgTable(
  'licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    /** The offer it answers; null once that offer is gone (its client removed their account). */
    audioReviewId: uuid('audio_review_id')
      .unique()
      .references(() => audioReviews.id, { onDelete: 'set null' }),
    /** Null once the audio is deleted (a catalogue track; a composer's take cannot be). */
    audioId: uuid('audio_id').references(() => audios.id, { onDelete: 'set null' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id),
    /** Null for a catalogue track: Cuebrief licenses it. */
    composerId: uuid('composer_id').references(() => users.id),
    /** Null for a catalogue track. */
    requestId: uuid('request_id').references(() => requests.id),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    priceCents: integer('price_cents').notNull(),
    audioTitle: text('audio_title').notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    agencyName: text('agency_name'),
    clientName: text('client_name').notNull(),
    composerName: text('composer_name'),
    pro: text('pro'),
    ipiNumber: text('ipi_number'),
    requestTitle: text('request_title'),
    /** Where the music may be used, as printed. */
    media: text('media').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    downloadInfoSentAt: timestamp('download_info_sent_at', { withTimezone: true }),
  },
  (t) => [
    index('licences_audio_idx').on(t.audioId, t.issuedAt.desc()),
    index('licences_client_idx').on(t.clientId),
    index('licences_composer_idx').on(t.composerId),
    check('licences_price_check', sql`${t.priceCents} > 0`),
  ],
);

export type LicenceRow = typeof licences.$inferSelect;
export type NewLicenceRow = typeof licences.$inferInsert;
