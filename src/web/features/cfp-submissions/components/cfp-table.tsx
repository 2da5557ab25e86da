import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { CfpSubmission } from '@shared/schemas/cfp-submission';
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
import { formatDate } from '@web/lib/format';
import { useChangeCfpStatus } from '../api/update-cfp-submission';
import { CfpStatusSelect } from './cfp-status-select';
import type { SortState } from './list-sort';

type CfpTableProps = {
  submissions: CfpSubmission[];
  showEvent: boolean;
  sort: SortState;
  onSort: (key: string) => void;
  onEdit: (submission: CfpSubmission) => void;
  onDelete: (submission: CfpSubmission) => void;
};

const COLUMNS = [
  { key: 'title', label: 'Title' },
  { key: 'submitterName', label: 'Submitter' },
  { key: 'eventName', label: 'Event' },
  { key: 'status', label: 'Status' },
  { key: 'submissionDate', label: 'Submitted' },
];

/** The submissions table: sortable headers, status dropdown per row, edit and delete. */
export function CfpTable({
  submissions,
  showEvent,
  sort,
  onSort,
  onEdit,
  onDelete,
}: CfpTableProps) {
  const changeStatus = useChangeCfpStatus();
  const columns = COLUMNS.filter((column) => showEvent || column.key !== 'eventName');
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <SortableHeader
              key={column.key}
              label={column.label}
              active={sort?.key === column.key}
              direction={sort?.direction ?? 'asc'}
              onSort={() => onSort(column.key)}
            />
          ))}
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {submissions.map((submission) => (
          <TableRow key={submission.id}>
            <TableCell className="max-w-64 font-medium whitespace-normal">
              {submission.title}
            </TableCell>
            <TableCell>{submission.submitterName}</TableCell>
            {showEvent && <TableCell>{submission.eventName}</TableCell>}
            <TableCell>
              <CfpStatusSelect
                aria-label={`Status of ${submission.title}`}
                className="w-36"
                value={submission.status}
                onValueChange={(status) => changeStatus.mutate({ id: submission.id, status })}
              />
            </TableCell>
            <TableCell>{formatDate(submission.submissionDate)}</TableCell>
            <TableCell className="text-right">
              <div className="flex justify-end gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${submission.title}`}
                  onClick={() => onEdit(submission)}
                >
                  <PencilIcon aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${submission.title}`}
                  onClick={() => onDelete(submission)}
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
