import { z } from 'zod';
import { pageFields, searchFilter, sortFilter, optionalFilter } from './fields';
import { versionSchema } from './record-version';

/** The roles an admin gives on the Users screen; every account holds `user`. */
export const ACCOUNT_ROLES = ['user', 'reviewer', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;

/** An account as the Users screen lists it. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  lastLogin: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  version: versionSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const ADMIN_USER_SORTS = ['name', 'username', 'email', 'lastLogin', 'createdAt'] as const;

/** GET /api/admin/users: `q` searches name, username and email; `status` filters. */
export const adminUserListQuerySchema = z.object({
  q: searchFilter,
  status: optionalFilter(z.enum(ACCOUNT_STATUSES)),
  sort: sortFilter(ADMIN_USER_SORTS),
  ...pageFields(),
});
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

/** PUT /api/admin/users/{id}/roles: the account's whole set of roles (`user` is always kept). */
export const adminRolesUpdateSchema = z.object({
  roles: z.array(z.enum(ACCOUNT_ROLES)).max(ACCOUNT_ROLES.length),
});

/** A one-time password-reset link, shown to the admin once to hand over. */
export const resetLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type ResetLink = z.infer<typeof resetLinkSchema>;

/** Hours a reset link works. */
export const RESET_LINK_HOURS = 24;

export const ADMIN_USER_MESSAGES = {
  lastAdminRole:
    'You are the last active admin: make someone else an admin before removing your own admin role.',
  lastAdminDisable:
    'You are the last active admin: make someone else an admin before disabling your account.',
  lastAdmin: 'At least one active admin must remain: make someone else an admin first.',
  externalProvider: 'Accounts and roles are managed in your identity provider, not in this app.',
  adminsOnly: 'Only admins can manage users',
} as const;
