import { CFP_STATUSES, type CfpStatus } from '@shared/domain';
import type { OutcomeSummary } from '@shared/schemas/speaker';

/** Submissions counted by status, and accepted ÷ decided (accepted or rejected). */
export function outcomeSummary(statuses: readonly string[]): OutcomeSummary {
  const counts = Object.fromEntries(CFP_STATUSES.map((status) => [status, 0])) as Record<
    CfpStatus,
    number
  >;
  for (const status of statuses) counts[status as CfpStatus] += 1;
  const decided = counts.accepted + counts.rejected;
  return { counts, acceptanceRate: decided === 0 ? null : counts.accepted / decided };
}
