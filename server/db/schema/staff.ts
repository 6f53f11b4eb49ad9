import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { currencies } from './money';

/**
 * Back-office staff, apart from customers (issue 19): a customer token never names a staff member. Roles are
 * owner (everything, staff and audit), manager (orders, refunds, rates) and clerk (orders, the pickup counter).
 * No password until the one-time setup link is used; TOTP is required for owner and manager.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 200 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    role: varchar('role', { length: 10 }).notNull(),
    passwordHash: text('password_hash'),
    /** AES-256-GCM sealed base32 secret (key derived from APP_SECRET), never stored in clear. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted TOTP time step: a code is accepted once (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    /** Wrong codes given with the right password since the last good one; at STAFF_TOTP_LOCK_AFTER the TOTP locks. */
    totpFailures: integer('totp_failures').notNull().default(0),
    /** Set when the TOTP locked: no sign-in or step-up until an owner (or `staff:add --reset`) issues a new link. */
    totpLockedAt: timestamp('totp_locked_at', { withTimezone: true }),
    /** Staff language for the back office and its messages. */
    lang: varchar('lang', { length: 2 }).notNull().default('pt'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_uq').on(sql`lower(${t.email})`)],
);

/** Staff bearer tokens: SHA-256 only, 8 hours (30 minutes idle), deleted on logout, disable and role change. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last request with this token: idle for STAFF_IDLE_TIMEOUT_MS ends the session. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last fresh TOTP (sign-in or step-up): staff changes, refunds and rates need one within STEP_UP_TTL_MS. */
    stepUpAt: timestamp('step_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_uq').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/** One-time setup links (set the password, enrol TOTP), stored hashed. */
export const staffSetupTokens = pgTable(
  'staff_setup_tokens',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_setup_tokens_hash_uq').on(t.tokenHash)],
);

/**
 * Every staff write: who, what, on which entity, the state before and after, when. Written in the write's own
 * transaction. `actor` keeps the e-mail as it was, so a later rename does not rewrite history. Append-only: a trigger
 * (migration staff_hardening) refuses UPDATE, DELETE and TRUNCATE, whoever asks.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').references(() => staff.id),
    actor: varchar('actor', { length: 200 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_staff_idx').on(t.staffId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);

/** Every saved exchange rate, newest last: the back office shows the history, exchange_rates holds today's. */
export const exchangeRateHistory = pgTable(
  'exchange_rate_history',
  {
    id: serial('id').primaryKey(),
    sourceCurrencyId: smallint('source_currency_id')
      .notNull()
      .references(() => currencies.id),
    targetCurrencyId: smallint('target_currency_id')
      .notNull()
      .references(() => currencies.id),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    multiply: boolean('multiply').notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exchange_rate_history_target_idx').on(t.targetCurrencyId, t.id)],
);
