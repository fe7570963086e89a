import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AccountStatus, ColorSchemeChoice, Role } from '@cuebrief/shared';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; a removed account gets a placeholder so its address is free again. */
    email: text('email').notNull().unique(),
    /** Null once the account is removed: nobody can log in to it any more. */
    passwordHash: text('password_hash'),
    role: text('role').$type<Role>().notNull(),
    status: text('status').$type<AccountStatus>().notNull().default('pending'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    pro: text('pro'),
    ipiNumber: text('ipi_number'),
    signupType: text('signup_type'),
    clientAgencyName: text('client_agency_name'),
    website: text('website'),
    agencyLocationCity: text('agency_location_city'),
    agencyLocationCountry: text('agency_location_country'),
    duty: text('duty'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** The end of the paid period; set by the payments module, runs out on its own. */
    subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true }),
    /** A composer's choice to be mailed a digest of new requests. */
    notifyNewRequests: boolean('notify_new_requests').notNull().default(true),
    /**
     * When this composer was last mailed a digest of new requests: the next lists only requests
     * created since, and comes an hour later at the earliest. Written only by the digest.
     */
    lastRequestDigestAt: timestamp('last_request_digest_at', { withTimezone: true }),
    /**
     * Whether to be mailed a digest of what happens to one's takes (a composer: comments,
     * decisions, offers) or to one's requests' takes (a client: new versions); at most hourly.
     */
    notifyReviewActivity: boolean('notify_review_activity').notNull().default(true),
    /** When the last review digest went to this person. Written only by that digest. */
    lastReviewDigestAt: timestamp('last_review_digest_at', { withTimezone: true }),
    /** The colour scheme the person chose for the app; null until they choose (decision 042). */
    colorScheme: text('color_scheme').$type<ColorSchemeChoice>(),
    /** Bumped on password change and removal; access tokens carry it, so old ones stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('users_role_status_created_idx').on(t.role, t.status, t.createdAt),
    // The admin's agency list groups clients by this key (see usersRepository.pageAgencies).
    index('users_agency_key_idx')
      .on(sql`lower(btrim(${t.clientAgencyName}))`)
      .where(sql`${t.role} = 'Client' and ${t.deletedAt} is null`),
    check('users_role_check', sql`${t.role} in ('Composer', 'Client', 'Admin')`),
    check('users_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      'users_color_scheme_check',
      sql`${t.colorScheme} is null or ${t.colorScheme} in ('system', 'light', 'dark')`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
