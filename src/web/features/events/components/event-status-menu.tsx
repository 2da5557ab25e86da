import { ChevronDownIcon } from 'lucide-react';
import { EVENT_STATUSES } from '@shared/domain';
import type { Event } from '@shared/schemas/event';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { formatLabel } from '@web/lib/format';
import { useSetEventStatus } from '../api/set-event-status';
import { StatusBadge } from './event-badges';

/** The event page's status badge with, beside it, the menu that changes it. */
export function EventStatusMenu({ event }: { event: Pick<Event, 'id' | 'name' | 'status'> }) {
  const change = useSetEventStatus();
  return (
    <span className="inline-flex items-center gap-1">
      <StatusBadge status={event.status} />
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2"
            disabled={change.isPending}
            aria-label={`Change status (now ${formatLabel(event.status)})`}
          >
            {change.isPending ? 'Saving...' : 'Change'}
            <ChevronDownIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>Status</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={event.status}
            onValueChange={(status) => {
              if (status !== event.status) change.mutate({ id: event.id, status });
            }}
          >
            {EVENT_STATUSES.map((status) => (
              <DropdownMenuRadioItem key={status} value={status}>
                {formatLabel(status)}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    </span>
  );
}
