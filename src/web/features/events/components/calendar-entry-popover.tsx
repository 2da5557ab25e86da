import { countOf } from '@shared/plural';
import { CalendarIcon, MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { CalendarEvent } from '@shared/schemas/event-calendar';
import { Button } from '@web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { cn } from '@web/lib/utils';
import { GoalBadges, PriorityBadge } from './event-badges';
import { deadlineLevel } from '@web/lib/deadline-level';
import { calendarBorderClass, DEADLINE_CLASSES } from './event-colors';
import { dayCount, daysUntil, formatDateRange, formatTableDate } from './event-dates';
import type { CalendarEntry } from './calendar-grid';

type Props = { entry: CalendarEntry; onEdit?: (event: CalendarEvent) => void };

/** An event or CFP deadline in a day cell; a click opens its summary card. */
export function CalendarEntryPopover({ entry, onEdit }: Props) {
  const { event, kind } = entry;
  const daysLeft = daysUntil(event.cfpDeadline);
  const label = kind === 'cfp' ? `CFP: ${event.name}` : event.name;
  const entryClass =
    kind === 'cfp' && daysLeft !== null
      ? cn('border', DEADLINE_CLASSES[deadlineLevel(daysLeft)])
      : cn('bg-muted', calendarBorderClass(event.priority));
  return (
    <Popover>
      <PopoverTrigger asChild>
        <button
          type="button"
          data-testid="calendar-entry"
          className={cn('w-full truncate rounded px-1 py-0.5 text-left text-xs', entryClass)}
        >
          {label}
        </button>
      </PopoverTrigger>
      <PopoverContent className="grid w-72 gap-2 p-4" aria-label={event.name}>
        <div className="flex items-start justify-between gap-2">
          <p className="font-semibold">{event.name}</p>
          <PriorityBadge priority={event.priority} />
        </div>
        <p className="text-muted-foreground flex items-center gap-2 text-sm">
          <MapPinIcon className="size-4" aria-hidden="true" />
          {event.location}
        </p>
        <p className="text-muted-foreground flex items-center gap-2 text-sm">
          <CalendarIcon className="size-4" aria-hidden="true" />
          {formatDateRange(event.startDate, event.endDate)}
        </p>
        {event.cfpDeadline && (
          <p
            className={cn(
              'rounded border px-2 py-1 text-sm',
              daysLeft !== null && DEADLINE_CLASSES[deadlineLevel(daysLeft)],
            )}
          >
            CFP deadline: {formatTableDate(event.cfpDeadline)}
            {daysLeft !== null && daysLeft >= 0 && ` (${dayCount(daysLeft)} left)`}
          </p>
        )}
        <p className="text-sm">
          {countOf(event.cfpCount, 'CFP')} · {countOf(event.attendeeCount, 'attendee')} ·{' '}
          {countOf(event.tripReportCount, 'report')}
        </p>
        <GoalBadges goals={event.goal} />
        <div className="flex gap-2 pt-1">
          <Button asChild size="sm">
            <Link to={`/events/${event.id}`}>View Details</Link>
          </Button>
          {onEdit && (
            <Button size="sm" variant="outline" onClick={() => onEdit(event)}>
              Edit Event
            </Button>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
