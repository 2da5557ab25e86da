import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiToken, ApiTokenCreate, ApiTokenCreated } from '@shared/schemas/api-token';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/tokens: one's own tokens; GET /api/tokens/all: everyone's (admins). */
export function getApiTokens(scope: 'mine' | 'all', signal?: AbortSignal) {
  return api.get<ApiToken[]>(
    scope === 'all' ? `${queryKeys.tokens.path}/all` : queryKeys.tokens.path,
    undefined,
    signal,
  );
}

export function apiTokensQueryOptions(scope: 'mine' | 'all') {
  return queryOptions({
    queryKey: queryKeys.tokens.scope(scope),
    queryFn: ({ signal }) => getApiTokens(scope, signal),
  });
}

export function useApiTokens(scope: 'mine' | 'all', enabled = true) {
  return useQuery({ ...apiTokensQueryOptions(scope), enabled });
}

/** POST /api/tokens: the answer holds the token, shown this once. */
export function useCreateApiToken() {
  return useMutation({
    mutationFn: (input: ApiTokenCreate) => api.post<ApiTokenCreated>(queryKeys.tokens.path, input),
    meta: mutationMeta<ApiTokenCreated, ApiTokenCreate>({
      error: 'Failed to make the token',
      invalidates: [queryKeys.tokens.all],
    }),
  });
}

/** DELETE /api/tokens/{id}: the token stops working at once. */
export function useRevokeApiToken() {
  return useMutation({
    mutationFn: (token: ApiToken) => api.delete(`/api/tokens/${token.id}`),
    meta: mutationMeta<unknown, ApiToken>({
      success: (_answer, token) => ({
        title: 'Token Revoked',
        description: `“${token.name}” no longer works.`,
      }),
      error: 'Failed to revoke the token',
      invalidates: [queryKeys.tokens.all],
    }),
  });
}
