import { CalendarIcon, MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '@shared/schemas/dashboard';
import { Badge } from '@web/components/ui/badge';
import { formatDate, formatLabel } from '@web/lib/format';
import { DashboardSection } from './dashboard-section';
import { daysUntilLabel } from './deadline-urgency';
import { ListEmpty } from './list-empty';

/** 'Mar 1, 2027' or 'Mar 1, 2027 – Mar 3, 2027'. */
export function dateRange(start: string, end: string): string {
  return start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;
}

/** Events starting within the next 30 days (at most 5, soonest first). */
export function UpcomingEventsCard({ events }: { events: Dashboard['upcomingEvents'] }) {
  return (
    <DashboardSection title="Upcoming Events" description="Starting in the next 30 days">
      {events.length === 0 ? (
        <ListEmpty icon={CalendarIcon} text="No upcoming events in the next 30 days" />
      ) : (
        <ul className="divide-y">
          {events.map((event) => (
            <li key={event.id} className="grid gap-1 py-3 first:pt-0 last:pb-0">
              <div className="flex items-start justify-between gap-2">
                <Link
                  to={`/events/${event.id}`}
                  className="text-brand font-medium break-words hover:underline"
                >
                  {event.name}
                </Link>
                <Badge variant="secondary">{daysUntilLabel(event.daysUntil)}</Badge>
              </div>
              <p className="text-muted-foreground text-sm">
                {dateRange(event.startDate, event.endDate)}
              </p>
              <p className="text-muted-foreground flex items-center gap-1 text-sm">
                <MapPinIcon className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only">Location:</span>
                <span className="truncate">{event.location}</span>
                <span aria-hidden="true">·</span>
                <span>{formatLabel(event.type)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
