import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { invalidateSponsorshipQueries } from './invalidate-sponsorships';

/** DELETE /api/sponsorships/{id}. */
export function deleteSponsorship(id: number): Promise<void> {
  return api.delete(`/api/sponsorships/${id}`);
}

/** Deletes a sponsorship after confirmation, refreshes the lists and shows its toasts. */
export function useDeleteSponsorship(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sponsorship: { id: number; sponsorName: string }) =>
      deleteSponsorship(sponsorship.id),
    onSuccess: async (_data, sponsorship) => {
      toast({
        title: 'Sponsorship Deleted',
        description: `${sponsorship.sponsorName} has been deleted.`,
      });
      onSuccess?.();
      await invalidateSponsorshipQueries(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: error.message || 'Failed to delete sponsorship',
        variant: 'destructive',
      });
    },
  });
}
