import { useQuery } from '@tanstack/react-query';
import type { CfpSubmission } from '@shared/schemas/cfp-submission';

/** GET /api/cfp-submissions?eventId={id} (default fetcher). */
export function useEventCfpSubmissions(eventId: number) {
  return useQuery<CfpSubmission[]>({ queryKey: ['/api/cfp-submissions', { eventId }] });
}
