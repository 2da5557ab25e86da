import { addMonths, format, isSameMonth, isToday, startOfMonth, subMonths } from 'date-fns';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useState } from 'react';
import type { Event } from '@shared/schemas/event';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { useEvents, type EventListParams } from '../api/get-events';
import { CalendarEntryPopover } from './calendar-entry-popover';
import { entriesByDay, eventsInMonth, gridRange, monthGridDays } from './calendar-grid';
import { toDayKey } from './event-dates';
import { ListError, ListLoading } from './list-states';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type Props = { filters: EventListParams; onEdit: (event: Event) => void };

/** Month grid, Sunday to Saturday; fetches only the visible weeks (from/to, up to 500). */
export function EventsCalendar({ filters, onEdit }: Props) {
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const range = gridRange(month);
  const query = useEvents({ ...filters, ...range, sort: 'startDate', limit: 500, offset: 0 });
  const events = query.data?.events ?? [];
  const byDay = entriesByDay(events, range.from, range.to);
  const days = monthGridDays(month);
  const count = eventsInMonth(events, month);

  return (
    <section aria-label="Calendar" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-xl font-semibold" aria-live="polite">
            {format(month, 'MMMM yyyy')}
          </h2>
          <p className="text-muted-foreground text-sm">{count} events this month</p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous month"
            onClick={() => setMonth(subMonths(month, 1))}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button variant="outline" onClick={() => setMonth(startOfMonth(new Date()))}>
            Today
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next month"
            onClick={() => setMonth(addMonths(month, 1))}
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      {query.isError && !query.data ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <ListLoading />
      ) : (
        <div className="overflow-x-auto">
          <div
            role="grid"
            aria-label={format(month, 'MMMM yyyy')}
            className="grid min-w-[42rem] grid-cols-7 rounded-md border"
          >
            <div role="row" className="contents">
              {WEEKDAYS.map((day) => (
                <div
                  role="columnheader"
                  key={day}
                  className="bg-muted border-b p-2 text-center text-xs font-medium"
                >
                  <abbr title={day} className="no-underline">
                    {day.slice(0, 3)}
                  </abbr>
                </div>
              ))}
            </div>
            {chunk(days, 7).map((week) => (
              <div role="row" className="contents" key={toDayKey(week[0]!)}>
                {week.map((day) => {
                  const key = toDayKey(day);
                  const entries = byDay.get(key) ?? [];
                  return (
                    <div
                      role="gridcell"
                      key={key}
                      data-day={key}
                      className={cn(
                        'min-h-24 border-r border-b p-1 last:border-r-0',
                        !isSameMonth(day, month) && 'bg-muted/40 text-muted-foreground',
                      )}
                    >
                      <span
                        className={cn(
                          'mb-1 inline-flex size-6 items-center justify-center rounded-full text-xs',
                          isToday(day) && 'bg-primary text-primary-foreground font-semibold',
                        )}
                      >
                        <span aria-hidden="true">{format(day, 'd')}</span>
                        <span className="sr-only">{format(day, 'EEEE, MMMM d, yyyy')}</span>
                      </span>
                      <div className="grid gap-1">
                        {entries.map((entry) => (
                          <CalendarEntryPopover
                            key={`${entry.kind}-${entry.event.id}`}
                            entry={entry}
                            onEdit={onEdit}
                          />
                        ))}
                      </div>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

function chunk<T>(items: T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < items.length; index += size)
    rows.push(items.slice(index, index + size));
  return rows;
}
