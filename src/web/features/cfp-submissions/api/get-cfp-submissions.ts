import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CfpStatus } from '@shared/domain';
import type { CfpSubmission } from '@shared/schemas/cfp-submission';

/** GET /api/cfp-submissions filters; the API searches, filters and sorts. */
export type CfpSubmissionListParams = {
  eventId?: number;
  status?: CfpStatus;
  q?: string;
  /** A field, '-' prefixed for descending; newest submission first when absent. */
  sort?: string;
};

/** The CFP submissions list (default fetcher); the previous rows stay while filters change. */
export function useCfpSubmissions(params: CfpSubmissionListParams) {
  return useQuery<CfpSubmission[]>({
    queryKey: ['/api/cfp-submissions', params],
    placeholderData: keepPreviousData,
  });
}
