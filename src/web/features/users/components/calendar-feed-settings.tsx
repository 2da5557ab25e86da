import { useId, useState } from 'react';
import { EVENT_PRIORITIES, EVENT_TYPES } from '@shared/domain';
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
import { useCalendarFeed, useMakeCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';
import { ALL_EVENTS, feedUrl, type FeedOptions } from './calendar-feed-url';

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
      <p id={`${id}-note`} className="text-muted-foreground text-sm">
        Copy it now: for your safety it is shown only this once. Anyone with this URL can read your
        calendar, so keep it private. In Google Calendar use “From URL”, in Outlook “Subscribe from
        web”, in Apple Calendar “New Calendar Subscription”.
      </p>
    </div>
  );
}

/** "Make a New URL" asks first: calendars subscribed to the current one stop updating. */
function RemakeButton({ pending, onConfirm }: { pending: boolean; onConfirm: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" disabled={pending}>
          {pending ? 'Making...' : 'Make a New URL'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Make a new feed URL?</AlertDialogTitle>
          <AlertDialogDescription>
            The current URL stops working at once: calendars subscribed to it stop updating until
            you subscribe them to the new one.
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

/** Settings → Calendar: a private feed URL for calendar apps, with its options, made and turned off here. */
export function CalendarFeedSettings() {
  const feed = useCalendarFeed();
  const make = useMakeCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [options, setOptions] = useState<FeedOptions>(ALL_EVENTS);
  const [madeUrl, setMadeUrl] = useState<string | null>(null);
  const change = (next: Partial<FeedOptions>) => setOptions({ ...options, ...next });
  const makeUrl = () => make.mutate(undefined, { onSuccess: (made) => setMadeUrl(made.url) });
  const scopeId = useId();
  const cfpId = useId();

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
  const status = feed.data;
  return (
    <div className="grid gap-6">
      <RadioGroup
        aria-labelledby={scopeId}
        value={options.events}
        onValueChange={(value) => change({ events: value as FeedOptions['events'] })}
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
        chosen={options.types}
        onChange={(types) => change({ types })}
      />
      <ChoiceGroup
        legend="Priorities"
        values={EVENT_PRIORITIES}
        chosen={options.priorities}
        onChange={(priorities) => change({ priorities })}
      />
      {madeUrl ? (
        <CopyField url={feedUrl(madeUrl, options)} />
      ) : (
        <p className="text-muted-foreground text-sm" role="status">
          {status.active
            ? `You have a feed URL, made ${formatDate(status.createdAt!)} and ${
                status.lastUsedAt
                  ? `last read by a calendar ${formatDate(status.lastUsedAt)}`
                  : 'not read by a calendar yet'
              }. It is shown only when made: make a new one to see it or to change its options (the current one then stops working).`
            : 'You have no calendar feed. Choose what it holds, then make its URL.'}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        {status.active ? (
          <RemakeButton pending={make.isPending} onConfirm={makeUrl} />
        ) : (
          <Button type="button" disabled={make.isPending} onClick={makeUrl}>
            {make.isPending ? 'Making...' : 'Make Feed URL'}
          </Button>
        )}
        {status.active && (
          <Button
            type="button"
            variant="outline"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(undefined, { onSuccess: () => setMadeUrl(null) })}
          >
            {revoke.isPending ? 'Turning off...' : 'Turn Feed Off'}
          </Button>
        )}
      </div>
    </div>
  );
}
