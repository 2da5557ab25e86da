import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from '@web/components/ui/collapsible';
import { formatDate } from '@web/lib/format';
import { useEventHistory } from '../api/get-event-history';
import { TabBody } from './tab-states';

/** The event's edit history, newest first, in a collapsible. */
export function HistoryTab({ eventId }: { eventId: number }) {
  const history = useEventHistory(eventId);
  const [open, setOpen] = useState(true);
  const entries = history.data ?? [];
  return (
    <Collapsible open={open} onOpenChange={setOpen}>
      <CollapsibleTrigger asChild>
        <Button variant="ghost" className="mb-2">
          <ChevronDownIcon className={open ? '' : '-rotate-90'} aria-hidden="true" />
          Edit History ({entries.length})
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent>
        <TabBody
          isPending={history.isPending}
          error={history.isError}
          errorText="Unable to load edit history"
          empty={entries.length === 0}
          emptyText="No edits recorded yet."
        >
          <ol className="grid gap-3" aria-label="Edit history">
            {entries.map((entry) => (
              <li key={entry.id} className="rounded-md border p-3 text-sm">
                <p>{entry.changeDescription}</p>
                <p className="text-muted-foreground text-xs">
                  {entry.editedByName ?? 'Unknown User'} ·{' '}
                  {formatDate(entry.editedAt, 'MMM d, yyyy h:mm a')}
                </p>
              </li>
            ))}
          </ol>
        </TabBody>
      </CollapsibleContent>
    </Collapsible>
  );
}
