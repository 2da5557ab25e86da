import { LibraryIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cfpStatusClass } from '@web/components/records/cfp-status-colours';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { formatLabel } from '@web/lib/format';
import { useEventTalks } from '../api/get-event-talks';

/** "Talks submitted": the library talks sent to the event's CFP, their speakers and status. */
export function EventTalks({ eventId, count }: { eventId: number; count: number }) {
  const talks = useEventTalks(eventId, count > 0);
  if (count === 0) return null;
  return (
    <Card role="region" aria-labelledby="event-talks-title" className="gap-3 p-4">
      <h2 id="event-talks-title" className="flex items-center gap-2 font-semibold">
        <LibraryIcon className="size-4" aria-hidden="true" />
        Talks submitted
      </h2>
      {talks.isPending ? (
        <p role="status" className="text-muted-foreground text-sm">
          Loading talks...
        </p>
      ) : talks.isError ? (
        <p role="alert" className="text-sm">
          Failed to load the talks submitted to this event.
        </p>
      ) : (
        <ul className="divide-y" aria-label="Talks submitted">
          {talks.data.map((row) => (
            <li
              key={row.submissionId}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
            >
              <span className="grid min-w-0 gap-0.5">
                <Link
                  to={`/talks/${row.talkId}`}
                  className="text-brand font-medium underline-offset-4 hover:underline"
                >
                  {row.title}
                </Link>
                <span className="text-muted-foreground text-sm">
                  {row.speakers.map((speaker) => speaker.name).join(', ') || row.submitterName}
                </span>
              </span>
              <Badge variant="outline" className={cfpStatusClass(row.status)}>
                {formatLabel(row.status)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
