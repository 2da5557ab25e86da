import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import type { Sponsorship, NewSponsorship } from '@shared/schemas/sponsorship';
import { invalidateSponsorshipQueries } from './invalidate-sponsorships';

/** POST /api/sponsorships. */
export function createSponsorship(body: NewSponsorship): Promise<Sponsorship> {
  return api.post<Sponsorship>('/api/sponsorships', body);
}

/** Adds a sponsorship, refreshes the lists and shows its toasts. */
export function useCreateSponsorship(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSponsorship,
    onSuccess: async (created) => {
      toast({ title: 'Sponsorship Added', description: `${created.sponsorName} has been added.` });
      onSuccess?.();
      await invalidateSponsorshipQueries(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: error.message || 'Failed to add sponsorship',
        variant: 'destructive',
      });
    },
  });
}
