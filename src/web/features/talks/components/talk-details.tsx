import { Link } from 'react-router';
import type { Talk } from '@shared/schemas/talk';
import { Badge } from '@web/components/ui/badge';
import { formatDate, formatLabel } from '@web/lib/format';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** A talk's fields: the pitch and abstract, then its facts and speakers. */
export function TalkDetails({ talk }: { talk: Talk }) {
  return (
    <div className="grid gap-6">
      {talk.shortDescription && <p className="text-lg">{talk.shortDescription}</p>}
      <div>
        <h2 className="mb-2 text-lg font-semibold">Abstract</h2>
        <p className="whitespace-pre-wrap">{talk.abstract}</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Speakers">
          <span className="flex flex-wrap gap-x-3">
            {talk.speakers.map((speaker) => (
              <Link key={speaker.id} to={`/speakers/${speaker.id}`} className="underline">
                {speaker.name}
              </Link>
            ))}
          </span>
        </Field>
        <Field label="Format">{formatLabel(talk.format)}</Field>
        <Field label="Level">{talk.level ? formatLabel(talk.level) : '—'}</Field>
        <Field label="Duration">
          {talk.durationMinutes ? `${talk.durationMinutes} minutes` : '—'}
        </Field>
        <Field label="Language">{talk.language ?? '—'}</Field>
        <Field label="Last changed">{formatDate(talk.updatedAt)}</Field>
        <Field label="Tags">
          {talk.tags.length === 0 ? (
            '—'
          ) : (
            <span className="flex flex-wrap gap-1">
              {talk.tags.map((tag) => (
                <Badge key={tag} variant="secondary">
                  {tag}
                </Badge>
              ))}
            </span>
          )}
        </Field>
      </dl>
      {talk.notes && (
        <div>
          <h2 className="mb-2 text-lg font-semibold">Notes</h2>
          <p className="whitespace-pre-wrap">{talk.notes}</p>
        </div>
      )}
    </div>
  );
}
