import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AccountRole, AdminUser, ResetLink } from '@shared/schemas/admin-user';
import type { IdentityConfig } from '@shared/schemas/system';
import { api, apiListPage, type QueryParams } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

export const ADMIN_USERS_PAGE_SIZE = 25;

const displayName = (user: AdminUser) => user.name ?? user.username;

/** GET /api/admin/users: one page of accounts with the filtered total. */
export function adminUsersQueryOptions(params: QueryParams) {
  return queryOptions({
    queryKey: queryKeys.adminUsers.list(params),
    queryFn: ({ signal }) => apiListPage<AdminUser>(queryKeys.adminUsers.path, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(params: QueryParams) {
  return useQuery(adminUsersQueryOptions(params));
}

/** Whether the built-in provider holds the accounts (otherwise the screen only lists them). */
export function useIdentityConfig() {
  return useQuery({
    queryKey: queryKeys.identityConfig.key,
    queryFn: ({ signal }) =>
      api.get<IdentityConfig>(queryKeys.identityConfig.path, undefined, signal),
    staleTime: Infinity,
  });
}

type RolesChange = { user: AdminUser; roles: AccountRole[] };

/** PUT /api/admin/users/{id}/roles, naming the version the admin saw. */
export function useSetRoles() {
  return useMutation({
    mutationFn: ({ user, roles }: RolesChange) =>
      api.put<AdminUser>(`/api/admin/users/${user.id}/roles`, { roles }, user.version),
    meta: mutationMeta<AdminUser, RolesChange>({
      success: (saved) => ({
        title: 'Roles Saved',
        description: `${displayName(saved)}: ${saved.roles.join(', ')}.`,
      }),
      error: 'Failed to change the roles',
      invalidates: [queryKeys.adminUsers.all],
    }),
  });
}

type StatusChange = { user: AdminUser; disabled: boolean };

/** POST /api/admin/users/{id}/disable or /enable. */
export function useSetDisabled() {
  return useMutation({
    mutationFn: ({ user, disabled }: StatusChange) =>
      api.post<AdminUser>(`/api/admin/users/${user.id}/${disabled ? 'disable' : 'enable'}`),
    meta: mutationMeta<AdminUser, StatusChange>({
      success: (saved, { disabled }) => ({
        title: disabled ? 'Account Disabled' : 'Account Enabled',
        description: disabled
          ? `${displayName(saved)} is signed out and cannot sign in.`
          : `${displayName(saved)} can sign in again.`,
      }),
      error: (error) => `Failed to change the account: ${error.message}`,
      invalidates: [queryKeys.adminUsers.all],
    }),
  });
}

/** POST /api/admin/users/{id}/reset-link: the link is in the answer and nowhere else. */
export function useResetLink() {
  return useMutation({
    mutationFn: (user: AdminUser) => api.post<ResetLink>(`/api/admin/users/${user.id}/reset-link`),
    meta: mutationMeta<ResetLink, AdminUser>({ error: 'Failed to make a reset link' }),
  });
}
