import { FileTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '@shared/schemas/dashboard';
import { Badge } from '@web/components/ui/badge';
import { formatDate, formatLabel } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { DashboardSection } from './dashboard-section';
import { ListEmpty } from './list-empty';

const STATUS_CLASSES: Record<string, string> = {
  accepted:
    'border-green-300 bg-green-100 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
  rejected:
    'border-red-300 bg-red-100 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  submitted:
    'border-blue-300 bg-blue-100 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200',
};

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
                <Badge
                  variant="outline"
                  className={cn('border-border bg-muted', STATUS_CLASSES[submission.status])}
                >
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
