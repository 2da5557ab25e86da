import { countOf } from '@shared/plural';
import { format, isToday } from 'date-fns';
import type { ReactNode } from 'react';
import type { CalendarEvent } from '@shared/schemas/event-calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { cn } from '@web/lib/utils';
import { toDayKey } from '@web/lib/format';
import { CalendarEntryPopover } from './calendar-entry-popover';
import { VISIBLE_PER_DAY, type CalendarEntry } from './calendar-grid';
import { deadlineLevel } from '@web/lib/deadline-level';
import { calendarDotClass, DEADLINE_DOT_CLASSES } from './event-colors';
import { daysUntil } from './event-dates';

type Props = {
  day: Date;
  inMonth: boolean;
  entries: CalendarEntry[];
  /** Phones: the day shows coloured dots and opens its list when tapped. */
  compact: boolean;
  onEdit: (event: CalendarEvent) => void;
};

const entryKey = (entry: CalendarEntry) => `${entry.kind}-${entry.event.id}`;

/** One day of the month grid: its first entries (or dots), every entry one tap away. */
export function CalendarDayCell({ day, inMonth, entries, compact, onEdit }: Props) {
  const longDate = format(day, 'EEEE, MMMM d, yyyy');
  return (
    <div
      role="gridcell"
      data-day={toDayKey(day)}
      className={cn(
        'min-w-0 border-r border-b last:border-r-0',
        compact ? 'min-h-16' : 'min-h-28 p-1',
        !inMonth && 'bg-muted/40 text-muted-foreground',
      )}
    >
      {compact ? (
        <CompactDay day={day} longDate={longDate} entries={entries} onEdit={onEdit} />
      ) : (
        <FullDay day={day} longDate={longDate} entries={entries} onEdit={onEdit} />
      )}
    </div>
  );
}

type DayProps = Omit<Props, 'inMonth' | 'compact'> & { longDate: string };

function FullDay({ day, longDate, entries, onEdit }: DayProps) {
  const folded = entries.length > VISIBLE_PER_DAY;
  const shown = folded ? entries.slice(0, VISIBLE_PER_DAY - 1) : entries;
  const hidden = entries.length - shown.length;
  return (
    <>
      <DayNumber day={day} label={longDate} />
      <div className="grid gap-1">
        {shown.map((entry) => (
          <CalendarEntryPopover key={entryKey(entry)} entry={entry} onEdit={onEdit} />
        ))}
        {folded && (
          <DayEntriesPopover longDate={longDate} entries={entries} onEdit={onEdit}>
            <button
              type="button"
              className="text-muted-foreground hover:bg-muted w-full rounded px-1 py-0.5 text-left text-xs font-medium"
              aria-label={`${hidden} more on ${longDate}`}
            >
              +{hidden} more
            </button>
          </DayEntriesPopover>
        )}
      </div>
    </>
  );
}

function CompactDay({ day, longDate, entries, onEdit }: DayProps) {
  if (entries.length === 0) {
    return (
      <div className="p-1">
        <DayNumber day={day} label={longDate} />
      </div>
    );
  }
  const extra = entries.length - VISIBLE_PER_DAY;
  return (
    <DayEntriesPopover longDate={longDate} entries={entries} onEdit={onEdit}>
      <button
        type="button"
        className="hover:bg-muted focus-visible:ring-ring/50 grid h-full min-h-16 w-full content-start justify-items-start gap-1 p-1 text-left outline-none focus-visible:ring-[3px]"
      >
        <DayNumber
          day={day}
          label={`${longDate}, ${countOf(entries.length, 'entry', 'entries')}`}
        />
        <span className="flex flex-wrap items-center gap-1" aria-hidden="true">
          {entries.slice(0, VISIBLE_PER_DAY).map((entry) => (
            <span
              key={entryKey(entry)}
              data-testid="calendar-dot"
              className={cn('size-2 rounded-full', dotClass(entry))}
            />
          ))}
          {extra > 0 && <span className="text-muted-foreground text-[0.625rem]">+{extra}</span>}
        </span>
      </button>
    </DayEntriesPopover>
  );
}

function dotClass(entry: CalendarEntry): string {
  if (entry.kind === 'event') return calendarDotClass(entry.event.priority);
  const daysLeft = daysUntil(entry.event.cfpDeadline);
  return daysLeft === null
    ? 'ring-2 ring-inset ring-gray-400'
    : DEADLINE_DOT_CLASSES[deadlineLevel(daysLeft)];
}

/** The day's number on screen; `label` is what assistive technology reads instead. */
function DayNumber({ day, label }: { day: Date; label: string }) {
  return (
    <span
      className={cn(
        'mb-1 inline-flex size-6 items-center justify-center rounded-full text-xs',
        isToday(day) && 'bg-primary text-primary-foreground font-semibold',
      )}
    >
      <span aria-hidden="true">{format(day, 'd')}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

type ListProps = {
  longDate: string;
  entries: CalendarEntry[];
  onEdit: (event: CalendarEvent) => void;
  children: ReactNode;
};

/** Every entry of a day in a popover; each opens its own card. */
function DayEntriesPopover({ longDate, entries, onEdit, children }: ListProps) {
  return (
    <Popover>
      <PopoverTrigger asChild>{children}</PopoverTrigger>
      <PopoverContent
        className="grid w-72 max-w-[calc(100vw-2rem)] gap-2 p-3"
        aria-label={longDate}
      >
        <p className="text-sm font-semibold">{longDate}</p>
        <div className="grid max-h-80 gap-1 overflow-y-auto" data-testid="day-entries">
          {entries.map((entry) => (
            <CalendarEntryPopover key={entryKey(entry)} entry={entry} onEdit={onEdit} />
          ))}
        </div>
      </PopoverContent>
    </Popover>
  );
}
