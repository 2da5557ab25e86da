import { CalendarPlusIcon, ExternalLinkIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { EVENT_PRIORITIES, EVENT_TYPES, type EventPriority, type EventType } from '@shared/domain';
import type { CalendarFeedOptions, CalendarFeedStatus } from '@shared/schemas/calendar-feed';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { CopyButton } from '@web/components/copy-button';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { formatDate, formatLabel } from '@web/lib/format';
import {
  useCalendarFeed,
  useMakeCalendarFeed,
  useRevokeCalendarFeed,
  useSaveCalendarFeedOptions,
} from '../api/calendar-feed';
import { googleCalendarUrl, webcalUrl } from './calendar-feed-url';

/** A group of checkboxes choosing some of `values`; none chosen means all. */
function ChoiceGroup<T extends string>({
  legend,
  values,
  chosen,
  onChange,
}: {
  legend: string;
  values: readonly T[];
  chosen: T[];
  onChange: (chosen: T[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {values.map((value) => (
          <div key={value} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${value}`}
              checked={chosen.includes(value)}
              onCheckedChange={(checked) =>
                onChange(checked ? [...chosen, value] : chosen.filter((item) => item !== value))
              }
            />
            <Label htmlFor={`${id}-${value}`} className="font-normal">
              {formatLabel(value)}
            </Label>
          </div>
        ))}
      </div>
      <p className="text-muted-foreground text-xs">None ticked: all of them.</p>
    </fieldset>
  );
}

function CopyField({ url }: { url: string }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Your Feed URL</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={url}
          aria-describedby={`${id}-note`}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton text={url} label="Copy URL" />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <a href={webcalUrl(url)}>
            <CalendarPlusIcon aria-hidden="true" />
            Subscribe
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={googleCalendarUrl(url)} target="_blank" rel="noreferrer">
            <ExternalLinkIcon aria-hidden="true" />
            Add to Google Calendar
          </a>
        </Button>
      </div>
      <p id={`${id}-note`} className="text-muted-foreground text-sm">
        Anyone with this URL can read your calendar, so keep it private. “Subscribe” opens your
        calendar app (Apple Calendar, Outlook); elsewhere paste the URL: in Google Calendar “From
        URL”, in Outlook on the web “Subscribe from web”.
      </p>
    </div>
  );
}

/** "Make a New URL" asks first: calendars subscribed to the current one stop updating. */
function RemakeButton({ pending, onConfirm }: { pending: boolean; onConfirm: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" disabled={pending}>
          {pending ? 'Making...' : 'Make a New URL'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Make a new feed URL?</AlertDialogTitle>
          <AlertDialogDescription>
            Only for a link that leaked: the current URL stops working at once, and calendars
            subscribed to it stop updating until you subscribe them to the new one. To change what
            the feed holds, save its options instead.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Make a New URL</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

const sameOptions = (a: CalendarFeedOptions, b: CalendarFeedOptions) =>
  a.events === b.events &&
  a.cfp === b.cfp &&
  [...a.types].sort().join() === [...b.types].sort().join() &&
  [...a.priorities].sort().join() === [...b.priorities].sort().join();

/** The feed's options (as saved, or being chosen for a new feed) and what to do with them. */
function FeedForm({ status }: { status: CalendarFeedStatus }) {
  const make = useMakeCalendarFeed();
  const save = useSaveCalendarFeedOptions();
  const revoke = useRevokeCalendarFeed();
  const [options, setOptions] = useState<CalendarFeedOptions>(status.options);
  const change = (next: Partial<CalendarFeedOptions>) => setOptions({ ...options, ...next });
  const changed = !sameOptions(options, status.options);
  const scopeId = useId();
  const cfpId = useId();

  return (
    <div className="grid gap-6">
      <RadioGroup
        aria-labelledby={scopeId}
        value={options.events}
        onValueChange={(value) => change({ events: value as CalendarFeedOptions['events'] })}
      >
        <span id={scopeId} className="text-sm font-medium">
          Events
        </span>
        <div className="flex items-center gap-2">
          <RadioGroupItem id={`${scopeId}-all`} value="all" />
          <Label htmlFor={`${scopeId}-all`} className="font-normal">
            All events
          </Label>
        </div>
        <div className="flex items-center gap-2">
          <RadioGroupItem id={`${scopeId}-followed`} value="followed" />
          <Label htmlFor={`${scopeId}-followed`} className="font-normal">
            Events I follow (created, submitted to, attending or followed)
          </Label>
        </div>
      </RadioGroup>
      <div className="flex items-center gap-3">
        <Switch id={cfpId} checked={options.cfp} onCheckedChange={(cfp) => change({ cfp })} />
        <Label htmlFor={cfpId} className="font-normal">
          Include CFP deadlines (“CFP closes: …” on the day)
        </Label>
      </div>
      <ChoiceGroup
        legend="Types"
        values={EVENT_TYPES}
        chosen={options.types.filter((type): type is EventType =>
          (EVENT_TYPES as readonly string[]).includes(type),
        )}
        onChange={(types) => change({ types })}
      />
      <ChoiceGroup
        legend="Priorities"
        values={EVENT_PRIORITIES}
        chosen={options.priorities.filter((priority): priority is EventPriority =>
          (EVENT_PRIORITIES as readonly string[]).includes(priority),
        )}
        onChange={(priorities) => change({ priorities })}
      />
      {status.active ? (
        <>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button
              type="button"
              disabled={!changed || save.isPending}
              onClick={() => save.mutate(options)}
            >
              {save.isPending ? 'Saving...' : 'Save Options'}
            </Button>
            <p className="text-muted-foreground text-sm" role="status">
              {changed
                ? 'Not saved yet. Saving keeps the URL: subscribed calendars follow the change.'
                : 'Saved. Subscribed calendars show these events.'}
            </p>
          </div>
          {status.url ? (
            <CopyField url={status.url} />
          ) : (
            <p className="text-muted-foreground text-sm">
              Your feed URL was made {formatDate(status.createdAt!)}, before URLs could be shown
              again: make a new one to see it here (the current one then stops working).
            </p>
          )}
          <p className="text-muted-foreground text-sm">
            Made {formatDate(status.createdAt!)};{' '}
            {status.lastUsedAt
              ? `last read by a calendar ${formatDate(status.lastUsedAt)}.`
              : 'not read by a calendar yet.'}{' '}
            If the URL leaked, make a new one: the current one stops working.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <RemakeButton pending={make.isPending} onConfirm={() => make.mutate(undefined)} />
            <Button
              type="button"
              variant="outline"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate()}
            >
              {revoke.isPending ? 'Turning off...' : 'Turn Feed Off'}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-muted-foreground text-sm" role="status">
            You have no calendar feed. Choose what it holds, then make its URL.
          </p>
          <div>
            <Button type="button" disabled={make.isPending} onClick={() => make.mutate(options)}>
              {make.isPending ? 'Making...' : 'Make Feed URL'}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/** Settings → Calendar: a private feed URL for calendar apps, its options, made and turned off here. */
export function CalendarFeedSettings() {
  const feed = useCalendarFeed();
  if (feed.isPending) {
    return <Skeleton role="status" aria-label="Loading calendar feed" className="h-64" />;
  }
  if (feed.isError) {
    return (
      <p role="alert" className="text-destructive text-sm">
        Failed to load your calendar feed: {feed.error.message}
      </p>
    );
  }
  // A new feed, or one turned off, starts the form again from what the server holds.
  return <FeedForm key={feed.data.createdAt ?? 'none'} status={feed.data} />;
}
