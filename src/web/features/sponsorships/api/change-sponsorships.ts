import { useMutation } from '@tanstack/react-query';
import type { NewSponsorship, Sponsorship } from '@shared/schemas/sponsorship';
import type { RecordUpdate } from '@web/components/records/record-form-dialog';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { SPONSORSHIP_DEPENDENTS, SPONSORSHIPS_PATH } from './get-sponsorships';

/** POST /api/sponsorships. */
export function createSponsorship(body: NewSponsorship): Promise<Sponsorship> {
  return api.post<Sponsorship>(SPONSORSHIPS_PATH, body);
}

/** PUT /api/sponsorships/{id}; with the version the form opened, 412 if it changed since. */
export function updateSponsorship({ id, changes, version }: RecordUpdate<NewSponsorship>) {
  return api.put<Sponsorship>(`${SPONSORSHIPS_PATH}/${id}`, changes, version);
}

/** DELETE /api/sponsorships/{id}. */
export function deleteSponsorship(sponsorship: Sponsorship): Promise<void> {
  return api.delete(`${SPONSORSHIPS_PATH}/${sponsorship.id}`);
}

export function useCreateSponsorship() {
  return useMutation({
    mutationFn: createSponsorship,
    meta: mutationMeta<Sponsorship, NewSponsorship>({
      success: (created) => ({
        title: 'Sponsorship Added',
        description: `${created.sponsorName} has been added.`,
      }),
      error: 'Failed to add sponsorship',
      invalidates: SPONSORSHIP_DEPENDENTS,
    }),
  });
}

export function useUpdateSponsorship() {
  return useMutation({
    mutationFn: updateSponsorship,
    meta: mutationMeta<Sponsorship, RecordUpdate<NewSponsorship>>({
      success: (updated) => ({
        title: 'Sponsorship Updated',
        description: `${updated.sponsorName} has been saved.`,
      }),
      error: 'Failed to update sponsorship',
      invalidates: SPONSORSHIP_DEPENDENTS,
    }),
  });
}

export function useDeleteSponsorship() {
  return useMutation({
    mutationFn: deleteSponsorship,
    meta: mutationMeta<void, Sponsorship>({
      success: (_none, sponsorship) => ({
        title: 'Sponsorship Deleted',
        description: `${sponsorship.sponsorName} has been deleted.`,
      }),
      error: 'Failed to delete sponsorship',
      invalidates: SPONSORSHIP_DEPENDENTS,
    }),
  });
}
