import {
  ArrowLeftIcon,
  CalendarIcon,
  CalendarPlusIcon,
  ExternalLinkIcon,
  MapPinIcon,
  PencilIcon,
  Trash2Icon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Event } from '@shared/schemas/event';
import { Button } from '@web/components/ui/button';
import { downloadEventCalendar } from '../api/download-event-calendar';
import { toast } from '@web/lib/toast';
import { deadlineLevel } from '@web/lib/deadline-level';
import { formatDate } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { GoalBadges, PriorityBadge, TypeBadge } from './event-badges';
import { DEADLINE_BANNER_CLASSES } from './event-colors';
import { EventStatusMenu } from './event-status-menu';
import { dayCount, daysUntil, formatDateRange } from './event-dates';
import { FollowButton } from './follow-button';

type Props = { event: Event; onEdit: () => void; onDelete: () => void };

/** Title, facts, creator, dates, CFP banner, notes and the page's actions (Follow among them). */
export function EventDetailHeader({ event, onEdit, onDelete }: Props) {
  const cfpDays = daysUntil(event.cfpDeadline);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" asChild>
          <Link to="/events">
            <ArrowLeftIcon aria-hidden="true" />
            Back to Events
          </Link>
        </Button>
        <div className="flex flex-wrap gap-2">
          <FollowButton eventId={event.id} />
          <Button
            variant="outline"
            onClick={() =>
              downloadEventCalendar(event).catch((error: Error) =>
                toast({ title: 'Error', description: error.message, variant: 'destructive' }),
              )
            }
          >
            <CalendarPlusIcon aria-hidden="true" />
            Add to Calendar
          </Button>
          {event.link && (
            <Button variant="outline" asChild>
              <a href={event.link} target="_blank" rel="noopener noreferrer">
                <ExternalLinkIcon aria-hidden="true" />
                Event Website
              </a>
            </Button>
          )}
          <Button variant="outline" onClick={onEdit}>
            <PencilIcon aria-hidden="true" />
            Edit Event
          </Button>
          <Button variant="destructive" onClick={onDelete}>
            <Trash2Icon aria-hidden="true" />
            Delete Event
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <PriorityBadge priority={event.priority} />
        <TypeBadge type={event.type} />
        <EventStatusMenu event={event} />
        <GoalBadges goals={event.goal} />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{event.name}</h1>
      <p className="text-muted-foreground text-sm">
        Created by {event.createdByName ?? 'Unknown User'} on {formatDate(event.createdAt)}
        {' · '}Last edited {formatDate(event.updatedAt)}
        {event.updatedByName ? ` by ${event.updatedByName}` : ''}
      </p>
      <div className="grid gap-1 text-sm">
        <p className="flex items-center gap-2">
          <MapPinIcon className="size-4" aria-hidden="true" />
          {event.location}
        </p>
        <p className="flex items-center gap-2">
          <CalendarIcon className="size-4" aria-hidden="true" />
          {event.startDate ? formatDateRange(event.startDate, event.endDate) : 'Date TBD'}
        </p>
      </div>
      {event.cfpDeadline && cfpDays !== null && cfpDays > 0 && (
        <div
          role="note"
          data-level={deadlineLevel(cfpDays)}
          className={cn(
            'rounded-md border p-3 text-sm',
            DEADLINE_BANNER_CLASSES[deadlineLevel(cfpDays)],
          )}
        >
          <strong>CFP deadline: {formatDate(event.cfpDeadline)}</strong> — {dayCount(cfpDays)}{' '}
          remaining
        </div>
      )}
      {event.notes && (
        <section aria-labelledby="event-notes" className="grid gap-1">
          <h2 id="event-notes" className="font-semibold">
            Notes
          </h2>
          <p className="text-muted-foreground text-sm whitespace-pre-wrap">{event.notes}</p>
        </section>
      )}
    </div>
  );
}
