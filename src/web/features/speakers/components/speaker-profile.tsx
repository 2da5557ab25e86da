import { FileTextIcon, PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CFP_STATUSES } from '@shared/domain';
import type { SpeakerDetail } from '@shared/schemas/speaker';
import { cfpStatusClass } from '@web/components/records/cfp-status-colours';
import { RecordTable, type RecordColumn } from '@web/components/records/record-table';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { formatDate, formatLabel } from '@web/lib/format';
import { SpeakerFormDialog } from './speaker-form-dialog';

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

/** The bio asset: its text, or a link to its file (a signed link). */
function BioAsset({ asset }: { asset: NonNullable<SpeakerDetail['bioAsset']> }) {
  if (asset.fileUrl) {
    return (
      <a href={asset.fileUrl} target="_blank" rel="noreferrer" className="w-fit underline">
        <FileTextIcon aria-hidden="true" className="mr-1 inline size-4" />
        Bio: {asset.name}
      </a>
    );
  }
  return (
    <div className="grid gap-1">
      <h2 className="text-muted-foreground text-sm">Bio ({asset.name})</h2>
      <p className="whitespace-pre-wrap">{asset.content}</p>
    </div>
  );
}

/**
 * A speaker's page: who they are (headshot and bio from their assets), their talks, every
 * submission's outcome, the acceptance rate. An external speaker is edited here; an account's
 * speaker record follows its profile.
 */
export function SpeakerProfile({ speaker }: { speaker: SpeakerDetail }) {
  const [editing, setEditing] = useState(false);
  const decided = (speaker.counts.accepted ?? 0) + (speaker.counts.rejected ?? 0);
  const external = speaker.userId === null;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-4">
        {speaker.headshot?.fileUrl && (
          <img
            src={speaker.headshot.fileUrl}
            alt={`Headshot of ${speaker.name}`}
            className="size-20 rounded-full border object-cover sm:size-24"
          />
        )}
        <div className="grid min-w-48 flex-1 gap-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            {speaker.name}
          </h1>
          {speaker.company && <p className="text-muted-foreground">{speaker.company}</p>}
          {!external && <p className="text-muted-foreground text-sm">Has an account</p>}
        </div>
        {external && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
        )}
      </div>
      {(speaker.bio || speaker.bioAsset || speaker.links.length > 0) && (
        <Card>
          <CardContent className="grid gap-3">
            {speaker.bio && <p className="whitespace-pre-wrap">{speaker.bio}</p>}
            {speaker.bioAsset && <BioAsset asset={speaker.bioAsset} />}
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
      {external && <SpeakerFormDialog open={editing} onOpenChange={setEditing} speaker={speaker} />}
    </div>
  );
}
