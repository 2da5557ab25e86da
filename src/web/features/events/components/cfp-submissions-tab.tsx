import { Link } from 'react-router';
import { LIMITS } from '@shared/domain';
import type { CfpSubmission } from '@shared/schemas/cfp-submission';
import { cfpStatusClass } from '@web/components/records/cfp-status-colours';
import { Badge } from '@web/components/ui/badge';
import { TabBody } from './tab-states';
import { formatLabel } from '@web/lib/format';

type Props = {
  eventId: number;
  submissions: CfpSubmission[] | undefined;
  isPending: boolean;
  isError: boolean;
};

/** First 5 submissions with title, submitter and status. */
export function CfpSubmissionsTab({ eventId, submissions = [], isPending, isError }: Props) {
  return (
    <TabBody
      isPending={isPending}
      error={isError}
      errorText="Failed to fetch CFP submissions"
      empty={submissions.length === 0}
      emptyText="No CFP submissions found."
      add={{ label: 'Add CFP Submission', href: `/cfp-submissions?eventId=${eventId}&add=1` }}
    >
      <ul className="divide-y">
        {submissions.slice(0, LIMITS.detailSubmissions).map((submission) => (
          <li
            key={submission.id}
            className="grid gap-1 py-2 text-sm sm:grid-cols-3 sm:items-center sm:gap-4"
          >
            <span className="font-medium">{submission.title}</span>
            <span className="text-muted-foreground">{submission.submitterName}</span>
            <Badge variant="outline" className={cfpStatusClass(submission.status)}>
              {formatLabel(submission.status)}
            </Badge>
          </li>
        ))}
      </ul>
      <Link
        to={`/cfp-submissions?eventId=${eventId}`}
        className="text-brand mt-2 inline-block text-sm underline-offset-4 hover:underline"
      >
        View all CFP submissions
      </Link>
    </TabBody>
  );
}
