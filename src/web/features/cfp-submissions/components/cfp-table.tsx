import { CFP_STATUSES } from '@shared/domain';
import type { CfpSubmission } from '@shared/schemas/cfp-submission';
import { EnumSelect } from '@web/components/forms/enum-select-field';
import { cfpStatusClass } from '@web/components/records/cfp-status-colours';
import type { RecordTableProps } from '@web/components/records/record-list-page';
import {
  EditDeleteActions,
  RecordTable,
  type RecordColumn,
} from '@web/components/records/record-table';
import { formatDate } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { useChangeCfpStatus } from '../api/change-cfp-submissions';

/** The submissions table (cards on phones): sortable headers, status dropdown per row, edit and delete. */
export function CfpTable({
  showEvent,
  onEdit,
  onDelete,
  ...props
}: RecordTableProps<CfpSubmission>) {
  const changeStatus = useChangeCfpStatus();
  const columns: RecordColumn<CfpSubmission>[] = [
    {
      key: 'title',
      label: 'Title',
      cellClassName: 'max-w-64 font-medium whitespace-normal',
      cell: (submission) => submission.title,
    },
    { key: 'submitterName', label: 'Submitter', cell: (submission) => submission.submitterName },
    { key: 'eventName', label: 'Event', cell: (submission) => submission.eventName },
    {
      key: 'status',
      label: 'Status',
      cell: (submission) => (
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
      ),
    },
    {
      key: 'submissionDate',
      label: 'Submitted',
      cell: (submission) => formatDate(submission.submissionDate),
    },
  ];
  return (
    <RecordTable
      {...props}
      label="CFP submissions"
      columns={columns.filter((column) => showEvent || column.key !== 'eventName')}
      actions={(submission) => (
        <EditDeleteActions
          name={submission.title}
          onEdit={() => onEdit(submission)}
          onDelete={() => onDelete(submission)}
        />
      )}
    />
  );
}
