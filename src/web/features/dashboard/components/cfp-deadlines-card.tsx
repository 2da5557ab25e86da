import { AlarmClockIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '@shared/schemas/dashboard';
import { Badge } from '@web/components/ui/badge';
import { formatDate } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { DashboardSection } from './dashboard-section';
import { CfpSubmitLink } from './cfp-submit-link';
import { daysLeftLabel, deadlineUrgency, URGENCY_CLASSES } from './deadline-urgency';
import { ListEmpty } from './list-empty';

/** CFP deadlines within the next 14 days, soonest first, coloured by how close they are. */
export function CfpDeadlinesCard({ deadlines }: { deadlines: Dashboard['cfpDeadlines'] }) {
  return (
    <DashboardSection title="CFP Deadlines" description="Closing in the next 14 days">
      {deadlines.length === 0 ? (
        <ListEmpty icon={AlarmClockIcon} text="No CFP deadlines in the next 14 days" />
      ) : (
        <ul className="divide-y">
          {deadlines.map((event) => (
            <li key={event.id} className="grid gap-1 py-3 first:pt-0 last:pb-0">
              <div className="flex items-start justify-between gap-2">
                <Link
                  to={`/events/${event.id}`}
                  className="text-brand font-medium break-words hover:underline"
                >
                  {event.name}
                </Link>
                <Badge
                  data-urgency={deadlineUrgency(event.daysLeft)}
                  className={cn(URGENCY_CLASSES[deadlineUrgency(event.daysLeft)])}
                >
                  {daysLeftLabel(event.daysLeft)}
                </Badge>
              </div>
              <p className="text-muted-foreground flex flex-wrap items-center gap-x-2 text-sm">
                <span>Deadline {formatDate(event.cfpDeadline)}</span>
                {event.cfpLink && <CfpSubmitLink href={event.cfpLink} name={event.name} />}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
