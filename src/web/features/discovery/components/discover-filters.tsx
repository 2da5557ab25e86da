import { SearchIcon } from 'lucide-react';
import { useId } from 'react';
import type { DiscoveryOptions } from '@shared/schemas/discovered-conference';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Switch } from '@web/components/ui/switch';
import type { DiscoverFilters as Filters } from '../api/get-discover';
import type { FilterParam } from './use-discover-filters';

/** The "CFP closing within" choices, in days. */
const CLOSING_CHOICES = [7, 14, 30, 60, 90] as const;

type DiscoverFiltersProps = {
  filters: Filters;
  /** The search box's text as typed (the list follows it after a pause). */
  search: string;
  onSearch: (text: string) => void;
  onParam: (name: FilterParam, value: string | undefined) => void;
  options: DiscoveryOptions | undefined;
};

/** Search, topic, country or online, CFP closing within, language, and the three switches. */
export function DiscoverFilters({
  filters,
  search,
  onSearch,
  onParam,
  options,
}: DiscoverFiltersProps) {
  const id = useId();
  const select = (name: FilterParam) => ({
    id: `${id}-${name}`,
    onChange: (event: { target: { value: string } }) =>
      onParam(name, event.target.value || undefined),
  });
  return (
    <form
      role="search"
      aria-label="Find conferences"
      className="mb-6 grid gap-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-3 sm:gap-4 lg:grid-cols-[minmax(0,1.5fr)_repeat(4,minmax(0,1fr))] lg:items-end">
        <div className="col-span-2 grid gap-1.5 lg:col-span-1">
          <Label htmlFor={`${id}-q`}>Search</Label>
          <div className="relative">
            <SearchIcon
              className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
              aria-hidden="true"
            />
            <Input
              id={`${id}-q`}
              type="search"
              className="pl-9"
              placeholder="Name, city, country or topic"
              maxLength={200}
              value={search}
              onChange={(event) => onSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-topic`}>Topic</Label>
          <NativeSelect {...select('topic')} value={filters.topic ?? ''}>
            <option value="">All topics</option>
            {withCurrent(options?.topics, filters.topic).map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-place`}>Country</Label>
          <NativeSelect {...select('place')} value={filters.place ?? ''}>
            <option value="">Anywhere</option>
            <option value="online">Online</option>
            {withCurrent(
              options?.countries,
              filters.place === 'online' ? undefined : filters.place,
            ).map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-closing`}>CFP closing within</Label>
          <NativeSelect {...select('closing')} value={filters.closingWithinDays ?? ''}>
            <option value="">Any time</option>
            {CLOSING_CHOICES.map((days) => (
              <option key={days} value={days}>
                {days} days
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-language`}>Language</Label>
          <NativeSelect {...select('language')} value={filters.language ?? ''}>
            <option value="">Any language</option>
            {withCurrent(options?.languages, filters.language).map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <Toggle
          id={`${id}-cfp`}
          label="Has a CFP"
          checked={filters.hasCfp === true}
          onChange={(on) => onParam('cfp', on ? '1' : undefined)}
        />
        <Toggle
          id={`${id}-interested`}
          label="Interested only"
          checked={filters.show === 'interested'}
          onChange={(on) => onParam('show', on ? 'interested' : undefined)}
        />
        <Toggle
          id={`${id}-dismissed`}
          label="Show dismissed"
          checked={filters.show === 'dismissed'}
          onChange={(on) => onParam('show', on ? 'dismissed' : undefined)}
        />
      </div>
    </form>
  );
}

/** The choices, with the address's value kept even before the options have loaded. */
function withCurrent(values: string[] | undefined, current: string | undefined): string[] {
  const list = values ?? [];
  return current && !list.includes(current) ? [current, ...list] : list;
}

function Toggle({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
