import { FileTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '@shared/schemas/dashboard';
import { cfpStatusClass } from '@web/components/records/cfp-status-colours';
import { Badge } from '@web/components/ui/badge';
import { formatDate, formatLabel } from '@web/lib/format';
import { DashboardSection } from './dashboard-section';
import { ListEmpty } from './list-empty';

/** The five latest CFP submissions across events. */
export function RecentSubmissionsCard({
  submissions,
}: {
  submissions: Dashboard['recentSubmissions'];
}) {
  return (
    <DashboardSection
      title="Recent Submissions"
      description="Latest CFP submissions"
      action={
        <Link to="/cfp-submissions" className="text-brand text-sm font-medium hover:underline">
          View all<span className="sr-only"> CFP submissions</span>
        </Link>
      }
    >
      {submissions.length === 0 ? (
        <ListEmpty icon={FileTextIcon} text="No CFP submissions yet" />
      ) : (
        <ul className="divide-y">
          {submissions.map((submission) => (
            <li key={submission.id} className="grid gap-1 py-3 first:pt-0 last:pb-0">
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium break-words">{submission.title}</p>
                <Badge variant="outline" className={cfpStatusClass(submission.status)}>
                  {formatLabel(submission.status)}
                </Badge>
              </div>
              <p className="text-muted-foreground text-sm">
                {submission.submitterName} ·{' '}
                <Link to={`/events/${submission.eventId}`} className="text-brand hover:underline">
                  {submission.eventName}
                </Link>
              </p>
              <p className="text-muted-foreground text-xs">
                Submitted {formatDate(submission.submissionDate)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
