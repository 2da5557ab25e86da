import { Link } from 'react-router';
import { CFP_STATUSES } from '@shared/domain';
import type { SpeakerDetail } from '@shared/schemas/speaker';
import { cfpStatusClass } from '@web/components/records/cfp-status-colours';
import { RecordTable, type RecordColumn } from '@web/components/records/record-table';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent } from '@web/components/ui/card';
import { formatDate, formatLabel } from '@web/lib/format';

type Submission = SpeakerDetail['submissions'][number];

const SUBMISSION_COLUMNS: RecordColumn<Submission>[] = [
  {
    key: 'title',
    label: 'Talk',
    unsorted: true,
    cellClassName: 'font-medium whitespace-normal',
    cell: (row) => (
      <Link to={`/talks/${row.talkId}`} className="hover:underline">
        {row.title}
      </Link>
    ),
  },
  {
    key: 'eventName',
    label: 'Event',
    unsorted: true,
    cellClassName: 'whitespace-normal',
    cell: (row) => (
      <Link to={`/events/${row.eventId}`} className="hover:underline">
        {row.eventName}
      </Link>
    ),
  },
  {
    key: 'status',
    label: 'Outcome',
    unsorted: true,
    cell: (row) => (
      <Badge variant="outline" className={cfpStatusClass(row.status)}>
        {formatLabel(row.status)}
      </Badge>
    ),
  },
  {
    key: 'submissionDate',
    label: 'Submitted',
    unsorted: true,
    cell: (row) => formatDate(row.submissionDate),
  },
];

/** A speaker's page: who they are, their talks, every submission's outcome, the acceptance rate. */
export function SpeakerProfile({ speaker }: { speaker: SpeakerDetail }) {
  const decided = (speaker.counts.accepted ?? 0) + (speaker.counts.rejected ?? 0);
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
          {speaker.name}
        </h1>
        {speaker.company && <p className="text-muted-foreground">{speaker.company}</p>}
      </div>
      {(speaker.bio || speaker.links.length > 0) && (
        <Card>
          <CardContent className="grid gap-3">
            {speaker.bio && <p className="whitespace-pre-wrap">{speaker.bio}</p>}
            {speaker.links.length > 0 && (
              <ul className="flex flex-wrap gap-3">
                {speaker.links.map((link) => (
                  <li key={link}>
                    <a href={link} className="underline" rel="noreferrer" target="_blank">
                      {link.replace(/^https?:\/\//, '')}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      )}
      <section aria-labelledby="speaker-talks" className="grid gap-3">
        <h2 id="speaker-talks" className="text-xl font-semibold">
          Talks
        </h2>
        {speaker.talks.length === 0 ? (
          <p className="text-muted-foreground">No talks yet.</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {speaker.talks.map((talk) => (
              <li key={talk.id} className="flex flex-wrap items-center gap-2 p-3">
                <Link to={`/talks/${talk.id}`} className="font-medium hover:underline">
                  {talk.title}
                </Link>
                <span className="text-muted-foreground text-sm">
                  {formatLabel(talk.format)}
                  {talk.level && ` · ${formatLabel(talk.level)}`}
                </span>
                {talk.archived && <Badge variant="secondary">Archived</Badge>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="speaker-submissions" className="grid gap-3">
        <h2 id="speaker-submissions" className="text-xl font-semibold">
          Submissions
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium" data-testid="acceptance-rate">
            Acceptance rate:{' '}
            {speaker.acceptanceRate === null
              ? 'no decisions yet'
              : `${Math.round(speaker.acceptanceRate * 100)} % (${speaker.counts.accepted ?? 0} of ${decided} decided)`}
          </span>
          {CFP_STATUSES.filter((status) => (speaker.counts[status] ?? 0) > 0).map((status) => (
            <Badge key={status} variant="outline" className={cfpStatusClass(status)}>
              {formatLabel(status)}: {speaker.counts[status]}
            </Badge>
          ))}
        </div>
        {speaker.submissions.length === 0 ? (
          <p className="text-muted-foreground">No submissions yet.</p>
        ) : (
          <RecordTable
            label={`Submissions of ${speaker.name}`}
            rows={speaker.submissions}
            columns={SUBMISSION_COLUMNS}
          />
        )}
      </section>
    </div>
  );
}
