import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CFP_STATUSES } from '@shared/domain';
import type { TalkSubmissions as Submissions } from '@shared/schemas/talk';
import { cfpStatusClass } from '@web/components/records/cfp-status-colours';
import { RecordTable, type RecordColumn } from '@web/components/records/record-table';
import { Badge } from '@web/components/ui/badge';
import { formatDate, formatLabel } from '@web/lib/format';
import { talkSubmissionsQueryOptions } from '../api/get-talks';

type Row = Submissions['submissions'][number];

const COLUMNS: RecordColumn<Row>[] = [
  {
    key: 'eventName',
    label: 'Event',
    unsorted: true,
    cellClassName: 'font-medium whitespace-normal',
    cell: (row) => (
      <span className="grid gap-1">
        <Link to={`/events/${row.eventId}`} className="hover:underline">
          {row.eventName}
        </Link>
        {row.changedSinceSubmitted && (
          <Badge variant="outline" className="font-normal">
            Changed since submitted
          </Badge>
        )}
      </span>
    ),
  },
  {
    key: 'dates',
    label: 'Dates',
    unsorted: true,
    cell: (row) => `${formatDate(row.eventStartDate)} – ${formatDate(row.eventEndDate)}`,
  },
  {
    key: 'cfpDeadline',
    label: 'CFP deadline',
    unsorted: true,
    cell: (row) => (row.cfpDeadline ? formatDate(row.cfpDeadline) : '—'),
  },
  {
    key: 'status',
    label: 'Status',
    unsorted: true,
    cell: (row) => (
      <Badge variant="outline" className={cfpStatusClass(row.status)}>
        {formatLabel(row.status)}
      </Badge>
    ),
  },
  { key: 'submitterName', label: 'Submitted by', unsorted: true, cell: (row) => row.submitterName },
  {
    key: 'link',
    label: 'Submission',
    unsorted: true,
    cell: (row) => (
      <Link to={`/cfp-submissions?eventId=${row.eventId}`} className="hover:underline">
        View
        <span className="sr-only"> the submissions to {row.eventName}</span>
      </Link>
    ),
  },
];

/** "50 % (1 of 2 decided)": accepted ÷ decided, or that nothing is decided yet. */
function acceptanceText({ counts, acceptanceRate }: Submissions): string {
  if (acceptanceRate === null) return 'no decisions yet';
  const decided = (counts.accepted ?? 0) + (counts.rejected ?? 0);
  return `${Math.round(acceptanceRate * 100)} % (${counts.accepted ?? 0} of ${decided} decided)`;
}

/** Every submission of the talk with its outcome, counts by status and the acceptance rate. */
export function TalkSubmissions({ talkId }: { talkId: number }) {
  const submissions = useQuery(talkSubmissionsQueryOptions(talkId));
  if (submissions.isPending) return <p role="status">Loading submissions...</p>;
  if (submissions.isError) return <p role="alert">Failed to load submissions.</p>;
  const { counts } = submissions.data;
  const rows = submissions.data.submissions;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2" aria-label="Submissions by status">
        <span className="font-medium" data-testid="acceptance-rate">
          Acceptance rate: {acceptanceText(submissions.data)}
        </span>
        {CFP_STATUSES.filter((status) => (counts[status] ?? 0) > 0).map((status) => (
          <Badge key={status} variant="outline" className={cfpStatusClass(status)}>
            {formatLabel(status)}: {counts[status]}
          </Badge>
        ))}
      </div>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">Not submitted anywhere yet.</p>
      ) : (
        <RecordTable label="Submissions of this talk" rows={rows} columns={COLUMNS} />
      )}
    </div>
  );
}
