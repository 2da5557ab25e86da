import { z } from 'zod';

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
  preferences: z.record(z.string(), z.unknown()).optional(),
  lastLogin: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
