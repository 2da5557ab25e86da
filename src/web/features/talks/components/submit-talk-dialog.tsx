import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { SearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { Talk } from '@shared/schemas/talk';
import { SimilarSubmissionsAlert } from '@web/components/records/similar-submissions';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { formatDate } from '@web/lib/format';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { SimilarSubmissionsWarning, useSubmitTalk } from '../api/change-talks';
import { openCfpsQueryOptions } from '../api/get-talks';

/** How many open CFPs the list shows; the search finds the others. */
const SHOWN = 50;

const daysLeft = (deadline: string) => {
  const days = differenceInCalendarDays(parseISO(deadline), new Date());
  if (days <= 0) return 'closes today';
  return days === 1 ? '1 day left' : `${days} days left`;
};

type SubmitTalkDialogProps = { talk: Talk; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * "Submit to CFP": the events whose CFP is open (soonest deadline first, searchable), several
 * chosen at once; one draft submission each. When teammates already sent this talk or a similar
 * title there, their submissions are shown and "Submit anyway" goes on.
 */
export function SubmitTalkDialog({ talk, open, onOpenChange }: SubmitTalkDialogProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [chosen, setChosen] = useState<number[]>([]);
  const submit = useSubmitTalk();
  const listId = useId();
  const events = useQuery({
    ...openCfpsQueryOptions({ q: q || undefined, limit: SHOWN }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const warning = submit.error instanceof SimilarSubmissionsWarning ? submit.error : undefined;
  const failure = submit.error && !warning ? submit.error.message : undefined;

  const close = (next: boolean) => {
    if (!next) {
      setChosen([]);
      setSearch('');
      submit.reset();
    }
    onOpenChange(next);
  };
  const toggle = (id: number, on: boolean) => {
    submit.reset();
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  };
  const send = (confirm: boolean) =>
    submit.mutate(
      { talkId: talk.id, eventIds: chosen, confirm },
      { onSuccess: () => close(false) },
    );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Submit to CFP</DialogTitle>
          <DialogDescription>
            Choose the events to submit &quot;{talk.title}&quot; to. Each gets a draft submission
            with the talk&apos;s current title, abstract and speakers.
          </DialogDescription>
        </DialogHeader>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="text-muted-foreground absolute top-2.5 left-3 size-4"
          />
          <Input
            type="search"
            aria-label="Search open CFPs"
            aria-controls={listId}
            placeholder="Search events..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <div id={listId} className="max-h-72 overflow-y-auto rounded-md border">
          {events.isPending ? (
            <p role="status" className="p-3">
              Loading open CFPs...
            </p>
          ) : events.isError ? (
            <p role="alert" className="p-3">
              Failed to load open CFPs.
            </p>
          ) : events.data.length === 0 ? (
            <p className="text-muted-foreground p-3">
              No event has an open CFP{q && ' that matches'}.
            </p>
          ) : (
            <ul className="divide-y" aria-label="Events with an open CFP">
              {events.data.map((event) => {
                const checkboxId = `${listId}-${event.id}`;
                return (
                  <li key={event.id} className="flex items-start gap-3 p-3">
                    <Checkbox
                      id={checkboxId}
                      className="mt-1"
                      checked={chosen.includes(event.id)}
                      onCheckedChange={(checked) => toggle(event.id, checked === true)}
                    />
                    <label htmlFor={checkboxId} className="grid flex-1 cursor-pointer gap-0.5">
                      <span className="font-medium">{event.name}</span>
                      <span className="text-muted-foreground text-sm">
                        CFP closes {formatDate(event.cfpDeadline)} ({daysLeft(event.cfpDeadline)}) ·{' '}
                        {event.location}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        {warning && <SimilarSubmissionsAlert title={warning.message} warnings={warning.warnings} />}
        {failure && (
          <Alert variant="destructive">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button
            disabled={chosen.length === 0 || submit.isPending}
            onClick={() => send(warning !== undefined)}
          >
            {submit.isPending
              ? 'Submitting...'
              : warning
                ? 'Submit anyway'
                : chosen.length > 1
                  ? `Submit to ${chosen.length} events`
                  : 'Submit'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
