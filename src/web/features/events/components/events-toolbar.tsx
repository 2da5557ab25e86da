import { CalendarDaysIcon, LayoutGridIcon, MapIcon, SearchIcon, TableIcon } from 'lucide-react';
import { EVENT_PRIORITIES, EVENT_STATUSES, EVENT_TYPES } from '@shared/domain';
import { Input } from '@web/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { cn } from '@web/lib/utils';
import { useShownMode, type ViewMode } from './view-mode';
import { formatLabel } from '@web/lib/format';

export type EventFilters = { q: string; type: string; priority: string; status: string };

type Props = {
  mode: ViewMode;
  onModeChange: (mode: ViewMode) => void;
  filters: EventFilters;
  onFiltersChange: (filters: EventFilters) => void;
};

const ALL = 'all';

const MODES: { value: ViewMode; label: string; icon: typeof MapIcon }[] = [
  { value: 'cards', label: 'Cards', icon: LayoutGridIcon },
  { value: 'table', label: 'Table', icon: TableIcon },
  { value: 'calendar', label: 'Calendar', icon: CalendarDaysIcon },
  { value: 'map', label: 'Map', icon: MapIcon },
];

/** View mode switch, type, priority and status filters, and search over name and location. */
export function EventsToolbar({ mode, onModeChange, filters, onFiltersChange }: Props) {
  const shown = useShownMode(mode);
  return (
    <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div
        role="group"
        aria-label="View mode"
        className="bg-muted grid w-full grid-cols-3 rounded-lg p-[3px] sm:flex sm:w-fit"
      >
        {MODES.map(({ value, label, icon: Icon }) => (
          <button
            key={value}
            type="button"
            aria-pressed={shown === value}
            onClick={() => onModeChange(value)}
            className={cn(
              'text-muted-foreground focus-visible:ring-ring/50 inline-flex flex-col items-center justify-center gap-0.5 rounded-md px-2 py-1 text-xs font-medium outline-none focus-visible:ring-[3px] sm:flex-row sm:gap-1.5 sm:px-3 sm:text-sm',
              shown === value && 'bg-background text-foreground shadow-sm',
              // Phones have no table view: its columns do not fit (they show the cards).
              value === 'table' && 'hidden sm:inline-flex',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative">
          <SearchIcon
            className="text-muted-foreground absolute top-2.5 left-2.5 size-4"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search events by name or location"
            placeholder="Search events..."
            className="pl-8 sm:w-64"
            value={filters.q}
            onChange={(change) => onFiltersChange({ ...filters, q: change.target.value })}
          />
        </div>
        <FilterSelect
          label="Filter by type"
          allLabel="All types"
          options={EVENT_TYPES}
          value={filters.type}
          onChange={(type) => onFiltersChange({ ...filters, type })}
        />
        <FilterSelect
          label="Filter by priority"
          allLabel="All priorities"
          options={EVENT_PRIORITIES}
          value={filters.priority}
          onChange={(priority) => onFiltersChange({ ...filters, priority })}
        />
        <FilterSelect
          label="Filter by status"
          allLabel="All statuses"
          options={EVENT_STATUSES}
          value={filters.status}
          onChange={(status) => onFiltersChange({ ...filters, status })}
        />
      </div>
    </div>
  );
}

type FilterSelectProps = {
  label: string;
  allLabel: string;
  options: readonly string[];
  /** '' for all. */
  value: string;
  onChange: (value: string) => void;
};

/** One of the list's filters: every value, or all of them. */
function FilterSelect({ label, allLabel, options, value, onChange }: FilterSelectProps) {
  return (
    <Select value={value || ALL} onValueChange={(next) => onChange(next === ALL ? '' : next)}>
      <SelectTrigger aria-label={label} className="sm:w-40">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {formatLabel(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
