import { SearchIcon } from 'lucide-react';
import { Input } from '@web/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { InUseFilter } from '@web/components/records/in-use-filter';
import { type SortState } from '@web/components/records/list-sort';
import { formatLabel } from '@web/lib/format';
import type { SponsorshipStatus } from '../api/get-sponsorships';
import { SORT_CHOICES, SPONSORSHIP_STATUSES, useSponsorshipTiers } from './sponsorship-options';

type SponsorshipToolbarProps = {
  search: string;
  onSearchChange: (search: string) => void;
  tier: string;
  onTierChange: (tier: string) => void;
  status: SponsorshipStatus | undefined;
  onStatusChange: (status: SponsorshipStatus | undefined) => void;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
};

/** Search, tier (the tiers in use) and status filters, and the 'Sort by' choice above the sponsorships table. */
export function SponsorshipToolbar(props: SponsorshipToolbarProps) {
  const tiers = useSponsorshipTiers();
  const { sort } = props;
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_10rem_10rem_12rem]">
      <div className="relative sm:col-span-2 lg:col-span-1">
        <SearchIcon
          aria-hidden="true"
          className="text-muted-foreground absolute top-2.5 left-3 size-4"
        />
        <Input
          type="search"
          aria-label="Search sponsorships"
          placeholder="Search by sponsor or contact..."
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <InUseFilter
        label="Filter by tier"
        allLabel="All tiers"
        values={tiers.used}
        value={props.tier}
        onChange={props.onTierChange}
      />
      <Select
        value={props.status ?? 'all'}
        onValueChange={(value) =>
          props.onStatusChange(value === 'all' ? undefined : (value as SponsorshipStatus))
        }
      >
        <SelectTrigger aria-label="Filter by status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All statuses</SelectItem>
          {SPONSORSHIP_STATUSES.map((value) => (
            <SelectItem key={value} value={value}>
              {formatLabel(value)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.key}` : 'newest'}
        onValueChange={(value) =>
          props.onSortChange(
            value === 'newest'
              ? null
              : value.startsWith('-')
                ? { key: value.slice(1), direction: 'desc' }
                : { key: value, direction: 'asc' },
          )
        }
      >
        <SelectTrigger aria-label="Sort by">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="newest">Newest first</SelectItem>
          {SORT_CHOICES.flatMap(({ key, label }) => [
            <SelectItem key={key} value={key}>
              {`${label} (ascending)`}
            </SelectItem>,
            <SelectItem key={`-${key}`} value={`-${key}`}>
              {`${label} (descending)`}
            </SelectItem>,
          ])}
        </SelectContent>
      </Select>
    </div>
  );
}
