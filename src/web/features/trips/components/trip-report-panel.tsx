import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import type { Trip } from '@shared/schemas/trip';
import { canTrip } from '@shared/trip-status';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { formatDate, formatLabel, localToday } from '@web/lib/format';
import { useSaveTripReport } from '../api/trip-lifecycle';
import { useEventSubmissions } from '../api/trip-talks';
import { TripPanel } from './trip-panel';
import { TripReportForm } from './trip-report-form';

/** Whether the report can be written: an approved, booked, completed or reported trip whose event has ended. */
export function reportOpen(trip: Trip, today = localToday()): boolean {
  return canTrip('report', trip.status) && trip.eventEndDate < today;
}

/**
 * The trip report once the event has ended: the form the first time, then the report as saved
 * with Edit (the traveller or an admin). Before the end, when it will be asked for.
 */
export function TripReportPanel({ trip, mayEdit }: { trip: Trip; mayEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = useSaveTripReport(trip.id, { onSuccess: () => setEditing(false) });
  const report = trip.report;

  if (!reportOpen(trip)) {
    return (
      <TripPanel title="Trip report">
        <p className="text-muted-foreground text-sm">
          The trip report can be written once the event has ended (it ends on{' '}
          {formatDate(trip.eventEndDate)}).
        </p>
      </TripPanel>
    );
  }
  if (report && !editing) {
    return (
      <TripPanel
        title="Trip report"
        actions={
          mayEdit && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Button>
          )
        }
      >
        <TripReportView trip={trip} report={report} />
      </TripPanel>
    );
  }
  if (!mayEdit) {
    return (
      <TripPanel title="Trip report">
        <p className="text-muted-foreground text-sm">Not written yet.</p>
      </TripPanel>
    );
  }
  return (
    <TripPanel title="Trip report">
      <TripReportForm
        trip={trip}
        submitting={save.isPending}
        serverErrors={serverErrors}
        onCancel={report ? () => setEditing(false) : undefined}
        onSubmit={(body) => {
          setServerErrors({});
          save.mutate(
            { body },
            {
              onError: (error) => {
                if (error instanceof ApiError && error.errors) setServerErrors(error.errors);
              },
            },
          );
        }}
      />
    </TripPanel>
  );
}

function TripReportView({ trip, report }: { trip: Trip; report: NonNullable<Trip['report']> }) {
  const talks = useEventSubmissions(trip.eventId);
  const given = report.submissionIds.map(
    (id) => talks.data?.find((talk) => talk.id === id)?.title ?? `Submission #${id}`,
  );
  const facts: [string, string][] = [
    ['People reached', report.peopleReached === null ? 'Not given' : String(report.peopleReached)],
    ['Conversations or leads', report.leads === null ? 'Not given' : String(report.leads)],
    ['Rating of the event', report.rating === null ? 'Not rated' : `${report.rating} of 5`],
    ['Go again?', report.goAgain === null ? 'No answer' : formatLabel(report.goAgain)],
    ['Talks given', given.length === 0 ? 'None' : given.join(', ')],
  ];
  return (
    <div className="grid gap-4" data-testid="trip-report">
      <p className="text-sm whitespace-pre-wrap">{report.summary}</p>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map(([term, detail]) => (
          <div key={term} className="grid gap-1">
            <dt className="text-muted-foreground text-sm">{term}</dt>
            <dd className="text-sm font-medium">{detail}</dd>
          </div>
        ))}
      </dl>
      {report.links.length > 0 && (
        <ul aria-label="Links" className="grid gap-1 text-sm">
          {report.links.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand underline-offset-4 hover:underline"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
