import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '@web/lib/api-client';
import { useEvent } from '../api/get-event';
import {
  useEventAttendees,
  useEventCfpSubmissions,
  useEventSponsorships,
} from '../api/get-event-records';
import { DeleteEventDialog } from '../components/delete-event-dialog';
import { DiscoveryOfferPanel } from '../components/discovery-offer-panel';
import { EventDetailHeader } from '../components/event-detail-header';
import { EventDetailMessage } from '../components/event-detail-states';
import { EventDetailTabs } from '../components/event-detail-tabs';
import { LazyEventFormDialog as EventFormDialog } from '../components/lazy-event-form-dialog';
import { EventSideCards } from '../components/event-side-cards';
import { EventTalks } from '../components/event-talks';

/** Parses a route id: a positive whole number, else null. */
export function parseEventId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * /events/{id}: one event with its attendance, submissions, sponsorships and assets, and the
 * library talks submitted to it.
 */
export function EventDetailPage() {
  const params = useParams();
  const id = parseEventId(params.id);
  if (id === null) {
    return (
      <EventDetailMessage
        title="Invalid Event ID"
        text="The event id in the address is not a number."
      />
    );
  }
  return <EventDetail id={id} />;
}

function EventDetail({ id }: { id: number }) {
  const navigate = useNavigate();
  const event = useEvent(id);
  const attendees = useEventAttendees(id);
  const submissions = useEventCfpSubmissions(id);
  const sponsorships = useEventSponsorships(id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (event.isPending)
    return (
      <p role="status" className="text-muted-foreground py-16 text-center">
        Loading event...
      </p>
    );
  if (event.isError) {
    if (event.error instanceof ApiError && event.error.status === 404) {
      return (
        <EventDetailMessage
          title="Event Not Found"
          text="The event you are looking for does not exist or has been deleted."
        />
      );
    }
    return (
      <EventDetailMessage
        title="Error Loading Event"
        text={event.error.message}
        onRetry={() => void event.refetch()}
      />
    );
  }
  const data = event.data;
  return (
    <div className="grid gap-8">
      <EventDetailHeader
        event={data}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
      />
      <DiscoveryOfferPanel eventId={id} />
      <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
        <EventDetailTabs
          eventId={id}
          attendees={attendees}
          submissions={submissions}
          sponsorships={sponsorships}
        />
        <EventSideCards
          eventId={id}
          attendees={data.attendeeCount}
          submissions={data.cfpCount}
          sponsorships={sponsorships.data?.total}
        />
      </div>
      <EventTalks eventId={id} count={data.talkCount ?? 0} />
      <EventFormDialog open={editing} onOpenChange={setEditing} event={data} />
      <DeleteEventDialog
        event={deleting ? data : null}
        onOpenChange={setDeleting}
        onDeleted={() => void navigate('/events')}
      />
    </div>
  );
}
