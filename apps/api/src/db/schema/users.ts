/** Shoppers and admins, and their password-reset secrets. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export type ShippingAddress = {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    number: text('number').notNull().default(''),
    gender: text('gender').notNull().default(''),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    pictureUrl: text('picture_url'),
    isLoginFromProvider: boolean('is_login_from_provider').notNull().default(false),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * Two-step sign-in for owners (issue 17): the TOTP secret, encrypted (lib/secret-box), once
     * enrolled; the one being enrolled; and the last time step used, so a code works once.
     */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** When the customer deleted the account: the row stays, anonymised, for the orders it holds. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_idx').on(t.googleSub),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['code', 'link'] }).notNull(),
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.kind)],
);

/**
 * Tokens signed out one by one (Logout), until they would have expired anyway. Shared by every
 * instance; the minute timer deletes expired rows.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Accounts their customers deleted (issue 17): what the owner sees in the audit list. */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Orders kept (anonymised) for the tax records. */
    ordersKept: integer('orders_kept').notNull(),
    reviews: text('reviews', { enum: ['kept', 'removed'] }).notNull(),
    reviewsCount: integer('reviews_count').notNull(),
  },
  (t) => [index('account_deletions_deleted_idx').on(t.deletedAt)],
);

/** An owner's single-use recovery codes (SHA-256 of each), shown once at enrolment. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_hash_idx').on(t.userId, t.codeHash)],
);

/** What owners did in the back office (issue 17): who, when, what, on which record. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    /** The route as declared ('PUT /api/admin/products/:id') and the record it names. */
    route: text('route').notNull(),
    target: text('target').notNull().default(''),
    /** The request's fields (secrets and long texts left out). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_at_idx').on(t.at), index('admin_audit_action_idx').on(t.action, t.at)],
);

/**
 * Attempts per account at a guessable secret (issue 23): passwords at login, second-step codes.
 * Shared by every instance, so rotating addresses or instances does not reset them. `key` names
 * the limit and the account: `login:` + a hash of the e-mail (unknown e-mails are counted alike,
 * so a lock reveals no account), `two-step:` + the user id. Rows past their window and lock are
 * purged each minute.
 */
export const accountAttempts = pgTable(
  'account_attempts',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('account_attempts_window_idx').on(t.windowStartedAt)],
);
