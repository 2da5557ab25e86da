import { countOf } from '@shared/plural';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Event } from '@shared/schemas/event';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { TableCell, TableRow } from '@web/components/ui/table';
import { PriorityBadge, StatusBadge, TypeBadge } from './event-badges';
import { formatTableDate } from './event-dates';
import { formatLabel } from '@web/lib/format';

type RowProps = {
  event: Event;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: (event: Event) => void;
  onDelete: (event: Event) => void;
};

/** A table row: a click opens the event unless it landed on a button or link. */
export function EventsTableRow({ event, selected, onSelect, onEdit, onDelete }: RowProps) {
  const navigate = useNavigate();
  const name = event.name || 'Untitled Event';
  const open = (click: MouseEvent<HTMLTableRowElement>) => {
    if ((click.target as HTMLElement).closest('button, a, [role="menuitem"]')) return;
    void navigate(`/events/${event.id}`);
  };
  return (
    <TableRow
      className="group cursor-pointer"
      onClick={open}
      data-testid="event-row"
      data-state={selected ? 'selected' : undefined}
    >
      <TableCell>
        <Checkbox
          aria-label={`Select ${name}`}
          checked={selected}
          onCheckedChange={(on) => onSelect(on === true)}
        />
      </TableCell>
      <TableCell className="font-medium">{name}</TableCell>
      <TableCell>
        <TypeBadge type={event.type} />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {formatTableDate(event.startDate)} – {formatTableDate(event.endDate)}
      </TableCell>
      <TableCell>{event.location}</TableCell>
      <TableCell>
        <StatusBadge status={event.status} />
      </TableCell>
      <TableCell>
        <PriorityBadge priority={event.priority} />
      </TableCell>
      <TableCell>{event.goal.map(formatLabel).join(', ')}</TableCell>
      <TableCell>
        <span className="flex items-center gap-1">
          {event.attendeeCount}
          {event.speakersCount > 0 && (
            <Badge variant="secondary">{countOf(event.speakersCount, 'speaker')}</Badge>
          )}
        </span>
      </TableCell>
      <TableCell>
        <span className="flex items-center gap-1">
          {event.cfpCount}
          {!!event.talkCount && (
            <Badge variant="secondary">{countOf(event.talkCount, 'talk')}</Badge>
          )}
        </span>
      </TableCell>
      <TableCell>{event.tripReports.length}</TableCell>
      <TableCell>
        <div className="touch:opacity-100 flex gap-1 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Edit ${name}`}
            onClick={() => onEdit(event)}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Delete ${name}`}
            onClick={() => onDelete(event)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
