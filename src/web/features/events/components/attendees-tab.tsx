import { Link } from 'react-router';
import { LIMITS } from '@shared/domain';
import type { Attendee } from '@shared/schemas/attendee';
import { TabBody } from './tab-states';

type Props = {
  eventId: number;
  attendees: Attendee[] | undefined;
  isPending: boolean;
  isError: boolean;
};

/** First 10 attendees with name, role and email, and a link to all of them. */
export function AttendeesTab({ eventId, attendees = [], isPending, isError }: Props) {
  return (
    <TabBody
      isPending={isPending}
      error={isError}
      errorText="Failed to fetch attendees"
      empty={attendees.length === 0}
      emptyText="No attendees found."
      add={{ label: 'Add Attendee', href: `/attendees?eventId=${eventId}&add=1` }}
    >
      <ul className="divide-y">
        {attendees.slice(0, LIMITS.detailAttendees).map((attendee) => (
          <li
            key={attendee.id}
            className="grid gap-1 py-2 text-sm sm:grid-cols-3 sm:items-center sm:gap-4"
          >
            <span className="font-medium">{attendee.name || 'Anonymous Attendee'}</span>
            <span className="text-muted-foreground">{attendee.role || 'Attendee'}</span>
            <span className="text-muted-foreground">{attendee.email || 'No email provided'}</span>
          </li>
        ))}
      </ul>
      <Link
        to={`/attendees?eventId=${eventId}`}
        className="text-brand mt-2 inline-block text-sm underline-offset-4 hover:underline"
      >
        View all attendees
      </Link>
    </TabBody>
  );
}
