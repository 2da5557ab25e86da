import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isVersionConflict } from '@web/components/records/version-conflict';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import type { Sponsorship, SponsorshipChanges } from '@shared/schemas/sponsorship';
import { invalidateSponsorshipQueries } from './invalidate-sponsorships';

/** PUT /api/sponsorships/{id} with any of its fields. */
export function updateSponsorship(
  id: number,
  body: SponsorshipChanges,
  version?: number,
): Promise<Sponsorship> {
  return api.put<Sponsorship>(`/api/sponsorships/${id}`, body, version);
}

/** Saves the edit dialog. */
export function useUpdateSponsorship(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      changes,
      version,
    }: {
      id: number;
      changes: SponsorshipChanges;
      version?: number;
    }) => updateSponsorship(id, changes, version),
    onSuccess: async (updated) => {
      toast({
        title: 'Sponsorship Updated',
        description: `${updated.sponsorName} has been saved.`,
      });
      onSuccess?.();
      await invalidateSponsorshipQueries(queryClient);
    },
    onError: (error) => {
      if (isVersionConflict(error)) return;
      toast({
        title: 'Error',
        description: error.message || 'Failed to update sponsorship',
        variant: 'destructive',
      });
    },
  });
}
