import type { WorkflowReviewer } from '@shared/schemas/approval-workflow';
import { Avatar, AvatarFallback } from '@web/components/ui/avatar';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { formatDate } from '@web/lib/format';
import { getInitials } from '@web/lib/initials';
import { WorkflowStatusBadge } from '@web/components/workflows/workflow-badges';

/** Each assigned reviewer with their decision and when they took it. */
export function WorkflowReviewers({ reviewers }: { reviewers: WorkflowReviewer[] }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">Reviewers</h2>
      </CardHeader>
      <CardContent>
        <ul aria-label="Reviewers" className="grid gap-3">
          {reviewers.map((reviewer) => (
            <li key={reviewer.id} className="flex items-center gap-3">
              <Avatar>
                <AvatarFallback aria-hidden="true">
                  {getInitials(reviewer.name) || '?'}
                </AvatarFallback>
              </Avatar>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{reviewer.name ?? 'Unknown user'}</p>
                <p className="text-muted-foreground text-xs">
                  {reviewer.reviewedAt
                    ? `Decided ${formatDate(reviewer.reviewedAt, 'MMM d, yyyy h:mm a')}`
                    : 'Awaiting decision'}
                </p>
              </div>
              <WorkflowStatusBadge status={reviewer.status} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
