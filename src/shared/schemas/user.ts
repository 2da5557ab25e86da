import { z } from 'zod';
import { LIMITS, PROFILE_PAGE_ROLES, SETTINGS_PAGE_ROLES } from '../domain';
import { versionSchema } from './record-version';
import { MAX_PAGE_SIZE, NUL_MESSAGE, withoutNul } from './fields';

export const notificationPreferencesSchema = z.object({
  email_notifications: z.boolean(),
  cfp_deadline_reminders: z.boolean(),
  cfp_status_updates: z.boolean(),
  new_cfp_digest: z.boolean(),
  event_reminders: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A user as the API answers: camelCase; personal settings only in one's own record. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  bio: z.string().nullable(),
  role: z.string().nullable(),
  jobTitle: z.string().nullable(),
  /** Short-lived signed URL of the headshot image, or null. */
  headshot: z.string().nullable(),
  keycloakId: z.string().optional(),
  /** NOTIFICATION_DEFAULTS merged with what the user saved. */
  preferences: notificationPreferencesSchema.optional(),
  lastLogin: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: versionSchema,
});
export type User = z.infer<typeof userSchema>;

/** One entry of GET /api/users (reviewer pickers). */
export const userSummarySchema = userSchema.pick({
  id: true,
  name: true,
  username: true,
  email: true,
  headshot: true,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** GET /api/users: `q` matches name, username or email; without `limit` everyone is listed. */
export const userListQuerySchema = z.object({
  q: z.string().trim().max(200).refine(withoutNul, NUL_MESSAGE).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  /** 'true': only accounts that can sign in (a reviewer picker offers no disabled account). */
  active: z.enum(['true', 'false']).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Messages of the two profile forms and the headshot upload. */
export const PROFILE_MESSAGES = {
  nameRequired: 'Name is required',
  nameMin: 'Name must be at least 2 characters.',
  invalidEmail: 'Invalid email address',
  validEmail: 'Please enter a valid email address.',
  /** Profile edits and registration on the built-in provider: one account per address. */
  emailTaken: 'That email is already used by another account',
  bioMax: `Bio must be at most ${LIMITS.bioMax} characters`,
  roleRequired: 'Please select a role.',
  jobTitleMin: 'Job title must be at least 2 characters.',
  headshotTooLarge: 'File size exceeds the 10MB limit.',
  headshotType: 'Only JPG, PNG, and GIF images are allowed.',
} as const;

/** Optional text of an update: absent leaves it, '' or null clears it. */
const clearableText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .transform((value) => value || null)
    .optional();

const parseJsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/**
 * PUT /api/users/{id}/profile. Roles and identity are not fields: unknown keys are dropped.
 * headshot null removes the photo; a string is ignored (the photo changes only by upload).
 * Preferences may arrive as an object or as its JSON text.
 */
export const profileUpdateSchema = z.object({
  name: z
    .string({ error: PROFILE_MESSAGES.nameRequired })
    .trim()
    .min(1, PROFILE_MESSAGES.nameRequired)
    .min(2, PROFILE_MESSAGES.nameMin)
    .max(200)
    .optional(),
  email: z.string().trim().pipe(z.email(PROFILE_MESSAGES.validEmail)).optional(),
  bio: clearableText(LIMITS.bioMax, PROFILE_MESSAGES.bioMax),
  role: clearableText(100),
  jobTitle: clearableText(200).refine(
    (value) => value == null || value.length >= 2,
    PROFILE_MESSAGES.jobTitleMin,
  ),
  // Only null, which removes the photo: a photo arrives through its upload route, never as a key.
  headshot: z
    .null({
      error: 'Headshot can only be null here (it removes the photo); upload a photo instead',
    })
    .optional(),
  preferences: z.preprocess(parseJsonText, notificationPreferencesSchema.partial()).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The profile page's form: name required, one of seven display-name roles. */
export const profilePageFormSchema = z.object({
  name: z.string().trim().min(1, PROFILE_MESSAGES.nameRequired),
  email: z.email(PROFILE_MESSAGES.invalidEmail),
  bio: z.string().optional(),
  jobTitle: z.string().optional(),
  role: z.enum(PROFILE_PAGE_ROLES).optional(),
});

/** The settings page's profile form: stricter lengths, one of five role codes, bio ≤ 160. */
export const settingsProfileFormSchema = z.object({
  name: z.string().trim().min(2, PROFILE_MESSAGES.nameMin),
  email: z.email(PROFILE_MESSAGES.validEmail),
  bio: z.string().max(LIMITS.bioMax, PROFILE_MESSAGES.bioMax).optional(),
  role: z.enum(SETTINGS_PAGE_ROLES, { error: PROFILE_MESSAGES.roleRequired }),
  jobTitle: z.string().trim().min(2, PROFILE_MESSAGES.jobTitleMin),
});

const HEADSHOT_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** The headshot picker's check before upload; the server checks the content again. */
export const headshotFileSchema = z
  .custom<{ name: string; size: number; type: string }>(
    (value) => typeof value === 'object' && value !== null && 'size' in value && 'type' in value,
  )
  .refine((file) => file.size <= LIMITS.headshotMaxBytes, PROFILE_MESSAGES.headshotTooLarge)
  .refine((file) => HEADSHOT_TYPES.includes(file.type), PROFILE_MESSAGES.headshotType);
