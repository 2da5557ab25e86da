import type { Sponsorship } from '@shared/schemas/sponsorship';
import { Badge } from '@web/components/ui/badge';
import type { RecordTableProps } from '@web/components/records/record-list-page';
import {
  EditDeleteActions,
  RecordTable,
  type RecordColumn,
} from '@web/components/records/record-table';
import { formatLabel, formatMoney } from '@web/lib/format';

const STATUS_BADGE: Record<string, 'default' | 'secondary' | 'outline'> = {
  confirmed: 'default',
  pending: 'secondary',
  cancelled: 'outline',
};

const COLUMNS: RecordColumn<Sponsorship>[] = [
  {
    key: 'sponsorName',
    label: 'Sponsor',
    cellClassName: 'min-w-40 font-medium whitespace-normal',
    cell: (sponsorship) => sponsorship.sponsorName,
  },
  { key: 'tier', label: 'Tier', cell: (sponsorship) => sponsorship.tier },
  {
    key: 'amount',
    label: 'Amount',
    cellClassName: 'tabular-nums',
    cell: (sponsorship) =>
      sponsorship.amount === null
        ? '—'
        : formatMoney(sponsorship.amount, sponsorship.currency ?? ''),
  },
  {
    key: 'status',
    label: 'Status',
    cell: (sponsorship) => (
      <Badge variant={STATUS_BADGE[sponsorship.status] ?? 'outline'}>
        {formatLabel(sponsorship.status)}
      </Badge>
    ),
  },
  {
    key: 'contactName',
    label: 'Contact',
    cell: (sponsorship) => (
      <>
        <div>{sponsorship.contactName ?? '—'}</div>
        {sponsorship.contactEmail && (
          <div className="text-muted-foreground text-xs">{sponsorship.contactEmail}</div>
        )}
      </>
    ),
  },
  { key: 'eventName', label: 'Event', cell: (sponsorship) => sponsorship.eventName },
];

/**
 * The sponsorships table (cards on phones): sortable headers, edit and delete per row. The
 * toolbar has its own 'Sort by', so the cards add none.
 */
export function SponsorshipTable({
  showEvent,
  sort,
  onEdit,
  onDelete,
  ...props
}: RecordTableProps<Sponsorship>) {
  return (
    <RecordTable
      {...props}
      label="Sponsorships"
      sort={sort}
      onSortChange={undefined}
      // Level is tier's alias: sorting by it marks the Tier column.
      activeKey={sort?.key === 'level' ? 'tier' : sort?.key}
      columns={COLUMNS.filter((column) => showEvent || column.key !== 'eventName')}
      actions={(sponsorship) => (
        <EditDeleteActions
          name={sponsorship.sponsorName}
          onEdit={() => onEdit(sponsorship)}
          onDelete={() => onDelete(sponsorship)}
        />
      )}
    />
  );
}
