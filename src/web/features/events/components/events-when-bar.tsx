import { EVENT_WHEN, type EventWhen } from '@shared/schemas/event-list-query';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { cn } from '@web/lib/utils';
import type { TableSort } from './table-sort';

const WHEN_LABELS: Record<EventWhen, string> = {
  all: 'All',
  upcoming: 'Upcoming',
  past: 'Past',
};

/** The cards' orders; the table sorts by any column from its headers. */
const CARD_SORTS = {
  name: { label: 'Name (A to Z)', sort: { key: 'name', direction: 'asc' } },
  soonest: { label: 'Start date (soonest first)', sort: { key: 'startDate', direction: 'asc' } },
  latest: { label: 'Start date (latest first)', sort: { key: 'startDate', direction: 'desc' } },
} as const satisfies Record<string, { label: string; sort: TableSort }>;
type CardSort = keyof typeof CARD_SORTS;

const cardSortOf = (sort: TableSort): CardSort | '' =>
  (Object.keys(CARD_SORTS) as CardSort[]).find(
    (key) =>
      CARD_SORTS[key].sort.key === sort.key && CARD_SORTS[key].sort.direction === sort.direction,
  ) ?? '';

type Props = {
  when: EventWhen;
  onWhenChange: (when: EventWhen) => void;
  /** The cards' sort select; absent where headers sort (the table) or nothing is listed. */
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
};

/** All / Upcoming / Past, and the cards' sort (by name or start date). */
export function EventsWhenBar({ when, onWhenChange, sort, onSortChange }: Props) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div
        role="group"
        aria-label="Which events"
        className="bg-muted inline-flex rounded-lg p-[3px]"
      >
        {EVENT_WHEN.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={when === value}
            onClick={() => onWhenChange(value)}
            className={cn(
              'text-muted-foreground focus-visible:ring-ring/50 rounded-md px-3 py-1 text-sm font-medium outline-none focus-visible:ring-[3px]',
              when === value && 'bg-background text-foreground shadow-sm',
            )}
          >
            {WHEN_LABELS[value]}
          </button>
        ))}
      </div>
      {sort && onSortChange && (
        <Select
          value={cardSortOf(sort)}
          onValueChange={(value) => onSortChange(CARD_SORTS[value as CardSort].sort)}
        >
          <SelectTrigger aria-label="Sort events" className="w-full sm:w-60">
            <SelectValue placeholder="Sort by…" />
          </SelectTrigger>
          <SelectContent>
            {(Object.keys(CARD_SORTS) as CardSort[]).map((key) => (
              <SelectItem key={key} value={key}>
                {CARD_SORTS[key].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </div>
  );
}
