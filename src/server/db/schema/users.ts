import { sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, versioned } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /**
     * The identity token's subject, from whichever provider signs the tokens. The column and the
     * API field (`keycloakId`) keep the specification's name for it.
     */
    subject: text('keycloak_id').notNull(),
    username: text('username').notNull(),
    name: text('name'),
    email: text('email'),
    bio: text('bio'),
    role: text('role'),
    jobTitle: text('job_title'),
    /** Storage key of the headshot image; the API answers with a signed URL. */
    headshot: text('headshot'),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    /** IANA zone (Europe/Berlin) reminders and the digest fall in, at 09:00; null means UTC. */
    timeZone: text('time_zone'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** Built-in provider only: scrypt hash; null for accounts of an external provider. */
    passwordHash: text('password_hash'),
    /**
     * Built-in provider only: the realm roles it puts in tokens, and the roles the API grants
     * on each request (read here, not from the token, so a change counts from the next request).
     */
    realmRoles: text('realm_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set while an admin has disabled the account: no sign-in, no API request. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** SHA-256 of the one open password-reset link's secret (built-in provider); null once used. */
    passwordResetHash: text('password_reset_hash'),
    passwordResetExpiresAt: timestamp('password_reset_expires_at', { withTimezone: true }),
    ...versioned,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_keycloak_id_key').on(t.subject),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // One account per address, ignoring case (migration 0010 cleared later accounts' duplicates).
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_password_reset_hash_key').on(t.passwordResetHash),
  ],
);
