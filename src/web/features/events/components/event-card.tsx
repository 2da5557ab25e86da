import { AlertTriangleIcon, CalendarIcon, MapPinIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import type { Event } from '@shared/schemas/event';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { GoalBadges, PriorityBadge, StatusBadge, TypeBadge } from './event-badges';
import { cardBorderClass } from './event-colors';
import { EventCountPopovers } from './event-count-popovers';
import { cfpWarningDays, dayCount, formatDateRange } from './event-dates';

type EventCardProps = {
  event: Event;
  onEdit: (event: Event) => void;
  onDelete: (event: Event) => void;
};

/** One event in the card grid. */
export function EventCard({ event, onEdit, onDelete }: EventCardProps) {
  const warning = cfpWarningDays(event.cfpDeadline);
  return (
    <Card
      data-testid="event-card"
      data-priority={event.priority}
      className={cn('gap-3 border-l-4 p-4', cardBorderClass(event.priority))}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-wrap gap-1">
          <PriorityBadge priority={event.priority} />
          <TypeBadge type={event.type} />
          <StatusBadge status={event.status} />
        </div>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Edit ${event.name}`}
            onClick={() => onEdit(event)}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Delete ${event.name}`}
            onClick={() => onDelete(event)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <h2 className="text-lg leading-tight font-semibold">{event.name || 'Untitled Event'}</h2>
      <div className="text-muted-foreground grid gap-1 text-sm">
        <p className="flex items-center gap-2">
          <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
          {event.location}
        </p>
        <p className="flex items-center gap-2">
          <CalendarIcon className="size-4 shrink-0" aria-hidden="true" />
          {formatDateRange(event.startDate, event.endDate)}
        </p>
      </div>
      {warning !== null && (
        <p className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <AlertTriangleIcon className="size-4 shrink-0" aria-hidden="true" />
          CFP deadline in {dayCount(warning)}
        </p>
      )}
      <EventCountPopovers event={event} />
      <GoalBadges goals={event.goal} />
      <Link
        to={`/events/${event.id}`}
        className="text-brand mt-auto text-sm font-medium underline-offset-4 hover:underline"
        aria-label={`View details of ${event.name}`}
      >
        View details →
      </Link>
    </Card>
  );
}
