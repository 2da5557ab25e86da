import { SearchIcon } from 'lucide-react';
import { CFP_STATUSES, type CfpStatus } from '@shared/domain';
import { Input } from '@web/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { formatLabel } from '@web/lib/format';

type CfpToolbarProps = {
  search: string;
  onSearchChange: (search: string) => void;
  status: CfpStatus | undefined;
  onStatusChange: (status: CfpStatus | undefined) => void;
};

/** Search box and status filter above the submissions table. */
export function CfpToolbar({ search, onSearchChange, status, onStatusChange }: CfpToolbarProps) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <SearchIcon
          aria-hidden="true"
          className="text-muted-foreground absolute top-2.5 left-3 size-4"
        />
        <Input
          type="search"
          aria-label="Search CFP submissions"
          placeholder="Search by title, submitter or abstract..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <Select
        value={status ?? 'all'}
        onValueChange={(value) =>
          onStatusChange(value === 'all' ? undefined : (value as CfpStatus))
        }
      >
        <SelectTrigger aria-label="Filter by status" className="sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All statuses</SelectItem>
          {CFP_STATUSES.map((value) => (
            <SelectItem key={value} value={value}>
              {formatLabel(value)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
