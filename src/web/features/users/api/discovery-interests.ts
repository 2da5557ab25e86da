import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscoveryInterests } from '@shared/schemas/discovered-conference';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

const path = queryKeys.discoveryInterests.path;

export function discoveryInterestsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.discoveryInterests.key,
    queryFn: ({ signal }) => api.get<DiscoveryInterests>(path, undefined, signal),
  });
}

/** GET /api/me/discovery-interests: what the new-CFP digest and My week match CFPs against. */
export function useDiscoveryInterests() {
  return useQuery(discoveryInterestsQueryOptions());
}

/** PUT /api/me/discovery-interests: replaces them; My week's new CFPs follow. */
export function useSaveDiscoveryInterests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interests: DiscoveryInterests) => api.put<DiscoveryInterests>(path, interests),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.discoveryInterests.key, saved),
    meta: mutationMeta<DiscoveryInterests, DiscoveryInterests>({
      success: () => ({ title: 'Interests Saved', variant: 'success' }),
      error: 'Failed to save your interests',
      invalidates: [queryKeys.myWeek.all],
    }),
  });
}
