import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { Sponsorship } from '@shared/schemas/sponsorship';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { SortableHeader } from '@web/components/ui/sortable-header';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { formatLabel, type SortState } from './list-sort';

type SponsorshipTableProps = {
  sponsorships: Sponsorship[];
  showEvent: boolean;
  sort: SortState;
  onSort: (key: string) => void;
  onEdit: (sponsorship: Sponsorship) => void;
  onDelete: (sponsorship: Sponsorship) => void;
};

const COLUMNS = [
  { key: 'sponsorName', label: 'Sponsor' },
  { key: 'tier', label: 'Tier' },
  { key: 'amount', label: 'Amount' },
  { key: 'status', label: 'Status' },
  { key: 'contactName', label: 'Contact' },
  { key: 'eventName', label: 'Event' },
];

const STATUS_BADGE: Record<string, 'default' | 'secondary' | 'outline'> = {
  confirmed: 'default',
  pending: 'secondary',
  cancelled: 'outline',
};

/** The sponsorships table: sortable headers, edit and delete per row. */
export function SponsorshipTable({
  sponsorships,
  showEvent,
  sort,
  onSort,
  onEdit,
  onDelete,
}: SponsorshipTableProps) {
  const columns = COLUMNS.filter((column) => showEvent || column.key !== 'eventName');
  // Level is tier's alias (SPEC §3): sorting by it marks the Tier column.
  const activeKey = sort?.key === 'level' ? 'tier' : sort?.key;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <SortableHeader
              key={column.key}
              label={column.label}
              active={activeKey === column.key}
              direction={sort?.direction ?? 'asc'}
              onSort={() => onSort(column.key)}
            />
          ))}
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sponsorships.map((sponsorship) => (
          <TableRow key={sponsorship.id}>
            <TableCell className="min-w-40 font-medium whitespace-normal">
              {sponsorship.sponsorName}
            </TableCell>
            <TableCell>{sponsorship.tier}</TableCell>
            <TableCell>{sponsorship.amount ?? '—'}</TableCell>
            <TableCell>
              <Badge variant={STATUS_BADGE[sponsorship.status] ?? 'outline'}>
                {formatLabel(sponsorship.status)}
              </Badge>
            </TableCell>
            <TableCell>
              <div>{sponsorship.contactName ?? '—'}</div>
              {sponsorship.contactEmail && (
                <div className="text-muted-foreground text-xs">{sponsorship.contactEmail}</div>
              )}
            </TableCell>
            {showEvent && <TableCell>{sponsorship.eventName}</TableCell>}
            <TableCell className="text-right">
              <div className="flex justify-end gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${sponsorship.sponsorName}`}
                  onClick={() => onEdit(sponsorship)}
                >
                  <PencilIcon aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${sponsorship.sponsorName}`}
                  onClick={() => onDelete(sponsorship)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
