import { countOf } from '@shared/plural';
import { addMonths, format, isSameMonth, startOfMonth, subMonths } from 'date-fns';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent } from '@shared/schemas/event-calendar';
import { Button } from '@web/components/ui/button';
import { useMediaQuery } from '@web/lib/use-media-query';
import { cn } from '@web/lib/utils';
import { toDayKey } from '@web/lib/format';
import {
  calendarEventsQueryOptions,
  useCalendarEvents,
  type CalendarFilters,
} from '../api/get-calendar-events';
import { CalendarDayCell } from './calendar-day-cell';
import { entriesByDay, eventsInMonth, gridRange, monthGridDays } from './calendar-grid';
import { ListError, ListLoading } from './list-states';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type Props = { filters: CalendarFilters; onEdit: (event: CalendarEvent) => void };

/** Month grid, Sunday to Saturday, of the visible weeks' events (GET /api/events/calendar). */
export function EventsCalendar({ filters, onEdit }: Props) {
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  // Below Tailwind's md breakpoint the days show dots, so the month fits a phone without scrolling.
  const compact = useMediaQuery('(max-width: 767.98px)');
  const range = gridRange(month);
  const query = useCalendarEvents({ ...filters, ...range });
  useNeighbourMonthsPrefetch(month, filters, query.isSuccess && !query.isPlaceholderData);
  const events = query.data?.events ?? [];
  const byDay = entriesByDay(events, range.from, range.to);
  const days = monthGridDays(month);
  const count = eventsInMonth(events, month);
  const total = query.data?.total ?? 0;

  return (
    <section aria-label="Calendar" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-xl font-semibold" aria-live="polite">
            {format(month, 'MMMM yyyy')}
          </h2>
          <p className="text-muted-foreground text-sm">{countOf(count, 'event')} this month</p>
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
      {total > events.length && (
        <p role="status" className="text-muted-foreground text-sm">
          Showing the first {events.length.toLocaleString()} of {total.toLocaleString()} events in
          these weeks. Narrow the search or filters to see the rest.
        </p>
      )}
      {query.isError && !query.data ? (
        <ListError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.isPending ? (
        <ListLoading />
      ) : (
        <div className="overflow-x-auto">
          <div
            role="grid"
            aria-label={format(month, 'MMMM yyyy')}
            aria-busy={query.isPlaceholderData}
            className={cn(
              'grid grid-cols-7 rounded-md border transition-opacity',
              !compact && 'min-w-[42rem]',
              query.isPlaceholderData && 'opacity-60',
            )}
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
                {week.map((day) => (
                  <CalendarDayCell
                    key={toDayKey(day)}
                    day={day}
                    inMonth={isSameMonth(day, month)}
                    entries={byDay.get(toDayKey(day)) ?? []}
                    compact={compact}
                    onEdit={onEdit}
                  />
                ))}
              </div>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

/** Loads the months on either side once this one is shown, so stepping through is instant. */
function useNeighbourMonthsPrefetch(month: Date, filters: CalendarFilters, ready: boolean) {
  const queryClient = useQueryClient();
  const { q, type, priority, status } = filters;
  const time = month.getTime();
  useEffect(() => {
    if (!ready) return;
    for (const neighbour of [addMonths(time, 1), subMonths(time, 1)]) {
      void queryClient.prefetchQuery(
        calendarEventsQueryOptions({ q, type, priority, status, ...gridRange(neighbour) }),
      );
    }
  }, [queryClient, time, q, type, priority, status, ready]);
}

function chunk<T>(items: T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < items.length; index += size)
    rows.push(items.slice(index, index + size));
  return rows;
}
