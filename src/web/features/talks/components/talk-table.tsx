import { Link } from 'react-router';
import type { Talk } from '@shared/schemas/talk';
import type { RecordTableProps } from '@web/components/records/record-list-page';
import {
  EditDeleteActions,
  RecordTable,
  type RecordColumn,
} from '@web/components/records/record-table';
import { formatDate, formatLabel } from '@web/lib/format';

/** The talks table (cards on phones): sortable headers, the title links to the talk's page. */
export function TalkTable({
  showEvent: _showEvent,
  onEdit,
  onDelete,
  ...props
}: RecordTableProps<Talk>) {
  const columns: RecordColumn<Talk>[] = [
    {
      key: 'title',
      label: 'Title',
      cellClassName: 'max-w-72 font-medium whitespace-normal',
      cell: (talk) => (
        <Link to={`/talks/${talk.id}`} className="hover:underline">
          {talk.title}
        </Link>
      ),
    },
    {
      key: 'speakers',
      label: 'Speakers',
      unsorted: true,
      cellClassName: 'whitespace-normal',
      cell: (talk) => talk.speakers.map((speaker) => speaker.name).join(', '),
    },
    { key: 'format', label: 'Format', cell: (talk) => formatLabel(talk.format) },
    {
      key: 'level',
      label: 'Level',
      cell: (talk) => (talk.level ? formatLabel(talk.level) : '—'),
    },
    {
      key: 'durationMinutes',
      label: 'Duration',
      cell: (talk) => (talk.durationMinutes ? `${talk.durationMinutes} min` : '—'),
    },
    {
      key: 'tags',
      label: 'Tags',
      unsorted: true,
      className: 'hidden lg:table-cell',
      cellClassName: 'whitespace-normal',
      cell: (talk) => talk.tags.join(', ') || '—',
    },
    { key: 'updatedAt', label: 'Updated', cell: (talk) => formatDate(talk.updatedAt) },
  ];
  return (
    <RecordTable
      {...props}
      label="Talks"
      columns={columns}
      actions={(talk) => (
        <EditDeleteActions
          name={talk.title}
          onEdit={() => onEdit(talk)}
          onDelete={() => onDelete(talk)}
        />
      )}
    />
  );
}
