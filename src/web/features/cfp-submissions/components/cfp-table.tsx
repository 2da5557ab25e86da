import { CFP_STATUSES } from '@shared/domain';
import type { CfpSubmission } from '@shared/schemas/cfp-submission';
import { EnumSelect } from '@web/components/forms/enum-select-field';
import { cfpStatusClass } from '@web/components/records/cfp-status-colours';
import { Table, TableBody, TableCell, TableRow } from '@web/components/ui/table';
import type { RecordTableProps } from '@web/components/records/record-list-page';
import {
  RecordTableHeader,
  RowActions,
  type RecordColumn,
} from '@web/components/records/record-table-parts';
import { formatDate } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { useChangeCfpStatus } from '../api/change-cfp-submissions';

const COLUMNS: RecordColumn[] = [
  { key: 'title', label: 'Title' },
  { key: 'submitterName', label: 'Submitter' },
  { key: 'eventName', label: 'Event' },
  { key: 'status', label: 'Status' },
  { key: 'submissionDate', label: 'Submitted' },
];

/** The submissions table: sortable headers, status dropdown per row, edit and delete. */
export function CfpTable({
  rows,
  showEvent,
  sort,
  onSort,
  onEdit,
  onDelete,
}: RecordTableProps<CfpSubmission>) {
  const changeStatus = useChangeCfpStatus();
  const columns = COLUMNS.filter((column) => showEvent || column.key !== 'eventName');
  return (
    <Table>
      <RecordTableHeader columns={columns} activeKey={sort?.key} sort={sort} onSort={onSort} />
      <TableBody>
        {rows.map((submission) => (
          <TableRow key={submission.id}>
            <TableCell className="max-w-64 font-medium whitespace-normal">
              {submission.title}
            </TableCell>
            <TableCell>{submission.submitterName}</TableCell>
            {showEvent && <TableCell>{submission.eventName}</TableCell>}
            <TableCell>
              <EnumSelect
                options={CFP_STATUSES}
                placeholder="Select a status"
                aria-label={`Status of ${submission.title}`}
                className={cn('w-36', cfpStatusClass(submission.status))}
                value={submission.status}
                onValueChange={(status) =>
                  changeStatus.mutate({ id: submission.id, status, previous: submission.status })
                }
              />
            </TableCell>
            <TableCell>{formatDate(submission.submissionDate)}</TableCell>
            <RowActions
              name={submission.title}
              onEdit={() => onEdit(submission)}
              onDelete={() => onDelete(submission)}
            />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
