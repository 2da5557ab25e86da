import type { Sponsorship } from '@shared/schemas/sponsorship';
import { Badge } from '@web/components/ui/badge';
import { Table, TableBody, TableCell, TableRow } from '@web/components/ui/table';
import type { RecordTableProps } from '@web/components/records/record-list-page';
import {
  RecordTableHeader,
  RowActions,
  type RecordColumn,
} from '@web/components/records/record-table-parts';
import { formatLabel, formatMoney } from '@web/lib/format';

const COLUMNS: RecordColumn[] = [
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
  rows,
  showEvent,
  sort,
  onSort,
  onEdit,
  onDelete,
}: RecordTableProps<Sponsorship>) {
  const columns = COLUMNS.filter((column) => showEvent || column.key !== 'eventName');
  // Level is tier's alias: sorting by it marks the Tier column.
  const activeKey = sort?.key === 'level' ? 'tier' : sort?.key;
  return (
    <Table>
      <RecordTableHeader columns={columns} activeKey={activeKey} sort={sort} onSort={onSort} />
      <TableBody>
        {rows.map((sponsorship) => (
          <TableRow key={sponsorship.id}>
            <TableCell className="min-w-40 font-medium whitespace-normal">
              {sponsorship.sponsorName}
            </TableCell>
            <TableCell>{sponsorship.tier}</TableCell>
            <TableCell className="tabular-nums">
              {sponsorship.amount === null
                ? '—'
                : formatMoney(sponsorship.amount, sponsorship.currency ?? '')}
            </TableCell>
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
            <RowActions
              name={sponsorship.sponsorName}
              onEdit={() => onEdit(sponsorship)}
              onDelete={() => onDelete(sponsorship)}
            />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
