import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, ApiTokenCreate, ApiTokenCreated } from '@shared/schemas/api-token';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';

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

const showError = (error: Error) =>
  toast({ title: 'Error', description: error.message, variant: 'destructive' });

/** POST /api/tokens: the answer holds the token, shown this once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiTokenCreate) => api.post<ApiTokenCreated>('/api/tokens', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/api/tokens'] }),
    onError: showError,
  });
}

/** DELETE /api/tokens/{id}: the token stops working at once. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: ApiToken) => api.delete(`/api/tokens/${token.id}`),
    onSuccess: (_answer, token) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/tokens'] });
      toast({ title: 'Token Revoked', description: `“${token.name}” no longer works.` });
    },
    onError: showError,
  });
}
