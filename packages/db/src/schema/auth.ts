import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, parentId } from './columns';
import { colleges } from './organisations';
import { users } from './users';

const userRef = () => parentId('user_id', () => users.id);

/** A token names a session; revoking the row revokes the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: userRef(),
    /** 'second_factor' until the authenticator or text-message code has been checked */
    stage: text('stage').$type<'second_factor' | 'full'>().notNull(),
    ip: text('ip').notNull(),
    claimedIp: text('claimed_ip'),
    device: text('device').notNull(),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    hiddenAt: at('hidden_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const inviteLinks = pgTable('invite_links', {
  /** sha256 of the link's secret part; the secret itself is only ever mailed */
  tokenHash: text('token_hash').primaryKey(),
  collegeId: parentId('college_id', () => colleges.id),
  email: text('email'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  batch: text('batch'),
  /** whether the student joins approved or waits for the college to approve them */
  approved: boolean('approved').notNull().default(true),
  /** the time accommodation the student joins with (the class list's optional column); 1 = none */
  timeMultiplier: doublePrecision('time_multiplier').notNull().default(1),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  usedBy: text('used_by').references(() => users.id),
  createdAt: createdAt(),
});

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: userRef(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

export const totpSecrets = pgTable('totp_secrets', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** the key bytes as an ASCII string, as authenticator libraries call it */
  secretAscii: text('secret_ascii').notNull(),
  confirmedAt: at('confirmed_at'),
  /** the last accepted time step: a code is never accepted twice */
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    userId: userRef(),
    /** 'second_factor': texted at a sign-in; 'sign_in': mailed when an account's sign-ins need a code */
    purpose: text('purpose').$type<'second_factor' | 'sign_in'>().notNull().default('second_factor'),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_user_idx').on(t.userId)],
);

/**
 * Browsers an account has signed in from: the device cookie holds the secret, this row binds it to the
 * account. A trusted device's right password is not refused by its address's limits.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    /** sha256 of the cookie's value */
    deviceHash: text('device_hash').notNull(),
    userId: userRef(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceHash, t.userId] }), index('trusted_devices_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every API process. */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: at('reset_at').notNull(),
});

export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    userId: text('user_id'),
    action: text('action').notNull(),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_user_idx').on(t.userId)],
);

/** Live-events tickets already used: each opens one stream, in any API process (services/live-events/event-tickets.ts). */
export const usedEventTickets = pgTable(
  'used_event_tickets',
  {
    ticketId: text('ticket_id').primaryKey(),
    /** the ticket's own expiry, after which the row can go: an expired ticket is refused anyway */
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('used_event_tickets_expires_idx').on(t.expiresAt)],
);
