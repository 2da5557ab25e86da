import { z } from 'zod';
import { NUL_MESSAGE, withoutNul } from './fields';

export const API_TOKEN_ACCESS = ['read', 'write'] as const;
export type ApiTokenAccess = (typeof API_TOKEN_ACCESS)[number];
/** The expiries Settings offers; API clients may also give a moment of their own. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
export const API_TOKEN_PREFIX = 'ospo_';

export const apiTokenCreateSchema = z
  .object({
    name: z
      .string({ message: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(100, 'Name must be at most 100 characters')
      .refine(withoutNul, NUL_MESSAGE),
    access: z.enum(API_TOKEN_ACCESS, { message: 'Access must be read or write' }),
    /** 30, 90 or 365 days from now; absent or null with no expiresAt: never expires. */
    expiresInDays: z
      .union([z.literal(30), z.literal(90), z.literal(365)], {
        message: 'Expiry must be 30, 90 or 365 days, or none',
      })
      .nullable()
      .optional(),
    expiresAt: z.iso
      .datetime({ offset: true, message: 'Expiry must be a date and time' })
      .optional(),
  })
  .refine((body) => !(body.expiresInDays && body.expiresAt), {
    message: 'Give expiresInDays or expiresAt, not both',
    path: ['expiresAt'],
  });
export type ApiTokenCreate = z.input<typeof apiTokenCreateSchema>;

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  access: z.enum(API_TOKEN_ACCESS),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** Whose it is: in the admins' list of everyone's tokens. */
  owner: z.object({ id: z.number().int(), username: z.string(), name: z.string().nullable() }),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** A new token: its secret, shown this once. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;
