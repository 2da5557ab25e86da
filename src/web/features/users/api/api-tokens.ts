import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiToken, ApiTokenCreate, ApiTokenCreated } from '@shared/schemas/api-token';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';

/** GET /api/tokens: one's own tokens; GET /api/tokens/all: everyone's (admins). */
export function getApiTokens(scope: 'mine' | 'all', signal?: AbortSignal) {
  return api.get<ApiToken[]>(
    scope === 'all' ? '/api/tokens/all' : '/api/tokens',
    undefined,
    signal,
  );
}

export function apiTokensQueryOptions(scope: 'mine' | 'all') {
  return queryOptions({
    queryKey: ['/api/tokens', scope],
    queryFn: ({ signal }) => getApiTokens(scope, signal),
  });
}

export function useApiTokens(scope: 'mine' | 'all', enabled = true) {
  return useQuery({ ...apiTokensQueryOptions(scope), enabled });
}

/** POST /api/tokens: the answer holds the token, shown this once. */
export function useCreateApiToken() {
  return useMutation({
    mutationFn: (input: ApiTokenCreate) => api.post<ApiTokenCreated>('/api/tokens', input),
    meta: mutationMeta<ApiTokenCreated, ApiTokenCreate>({
      error: 'Failed to make the token',
      invalidates: [['/api/tokens']],
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
      invalidates: [['/api/tokens']],
    }),
  });
}
