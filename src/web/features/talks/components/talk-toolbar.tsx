import { SearchIcon } from 'lucide-react';
import { TALK_FORMATS, TALK_LEVELS } from '@shared/domain';
import type { Talk } from '@shared/schemas/talk';
import { EnumSelect } from '@web/components/forms/enum-select-field';
import { Input } from '@web/components/ui/input';
import { formatLabel } from '@web/lib/format';

const ALL = 'all';
type Level = NonNullable<Talk['level']>;
type Format = Talk['format'];

export type TalkFilters = {
  search: string;
  tag: string;
  level: Level | undefined;
  format: Format | undefined;
};

type TalkToolbarProps = {
  filters: TalkFilters;
  onChange: (filters: TalkFilters) => void;
};

/** Search box, tag, level and format filters above the talks table. */
export function TalkToolbar({ filters, onChange }: TalkToolbarProps) {
  const set = (changes: Partial<TalkFilters>) => onChange({ ...filters, ...changes });
  return (
    <div className="mb-4 flex flex-col gap-3 md:flex-row">
      <div className="relative flex-1">
        <SearchIcon
          aria-hidden="true"
          className="text-muted-foreground absolute top-2.5 left-3 size-4"
        />
        <Input
          type="search"
          aria-label="Search talks"
          placeholder="Search by title, abstract, tag or speaker..."
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
          className="pl-9"
        />
      </div>
      <Input
        aria-label="Filter by tag"
        placeholder="Tag"
        value={filters.tag}
        onChange={(event) => set({ tag: event.target.value })}
        className="md:w-36"
      />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <EnumSelect<Level | typeof ALL>
          aria-label="Filter by level"
          className="md:w-40"
          options={[ALL, ...TALK_LEVELS]}
          optionLabel={(value) => (value === ALL ? 'All levels' : formatLabel(value))}
          value={filters.level ?? ALL}
          onValueChange={(value) => set({ level: value === ALL ? undefined : value })}
        />
        <EnumSelect<Format | typeof ALL>
          aria-label="Filter by format"
          className="md:w-40"
          options={[ALL, ...TALK_FORMATS]}
          optionLabel={(value) => (value === ALL ? 'All formats' : formatLabel(value))}
          value={filters.format ?? ALL}
          onValueChange={(value) => set({ format: value === ALL ? undefined : value })}
        />
      </div>
    </div>
  );
}
