import { ChevronDownIcon, XIcon } from 'lucide-react';
import { EVENT_STATUSES } from '@shared/domain';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { formatLabel } from '@web/lib/format';
import { useSetEventsStatus } from '../api/set-event-status';
import { countOf } from '@shared/plural';

type Props = { ids: number[]; onDone: () => void };

/** Above the table while rows are chosen: how many, Set status (all or none), and clearing. */
export function EventsBulkBar({ ids, onDone }: Props) {
  const change = useSetEventsStatus(onDone);
  const count = `${countOf(ids.length, 'event')} selected`;
  return (
    <div
      role="region"
      aria-label="Selected events"
      className="bg-muted/60 mb-2 flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm"
    >
      <span className="font-medium" aria-live="polite">
        {count}
      </span>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button size="sm" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Set status'}
            <ChevronDownIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {EVENT_STATUSES.map((status) => (
            <DropdownMenuItem key={status} onSelect={() => change.mutate({ ids, status })}>
              {formatLabel(status)}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Button size="sm" variant="ghost" onClick={onDone} disabled={change.isPending}>
        <XIcon aria-hidden="true" />
        Clear selection
      </Button>
    </div>
  );
}
