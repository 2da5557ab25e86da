import {
  CheckCircle2Icon,
  CircleIcon,
  FileTextIcon,
  LibraryIcon,
  MicIcon,
  UsersIcon,
  XCircleIcon,
} from 'lucide-react';
import { countOf } from '@shared/plural';
import type { Event } from '@shared/schemas/event';
import { Badge } from '@web/components/ui/badge';
import { CountPopover } from './count-popover';
import { initialOf, submissionLines, type StatusKind } from './popover-lists';
import { formatLabel } from '@web/lib/format';

const STATUS_ICONS: Record<StatusKind, typeof CircleIcon> = {
  accepted: CheckCircle2Icon,
  rejected: XCircleIcon,
  other: CircleIcon,
};

const STATUS_COLOURS: Record<StatusKind, string> = {
  accepted: 'text-green-700 dark:text-green-400',
  rejected: 'text-red-700 dark:text-red-400',
  other: 'text-muted-foreground',
};

/**
 * The card's CFP, attendee and trip-report counts, each opening its list, and how many library
 * talks were submitted.
 */
export function EventCountPopovers({ event }: { event: Event }) {
  const lines = submissionLines(event.speakers);
  return (
    <div className="flex flex-wrap gap-1">
      <CountPopover
        icon={<MicIcon aria-hidden="true" />}
        count={event.cfpCount}
        label="CFP"
        title="CFP Submissions"
        empty="No CFP submissions found."
        hasItems={lines.length > 0}
      >
        <ul className="grid gap-2">
          {lines.map((line) => {
            const Icon = STATUS_ICONS[line.kind];
            return (
              <li key={line.id} className="flex items-start gap-2 text-sm">
                <Icon
                  className={`mt-0.5 size-4 shrink-0 ${STATUS_COLOURS[line.kind]}`}
                  aria-hidden="true"
                />
                <span>
                  <span className="font-medium">{line.speaker}</span>: {line.title}{' '}
                  <span className="text-muted-foreground">({formatLabel(line.status)})</span>
                </span>
              </li>
            );
          })}
        </ul>
      </CountPopover>
      {!!event.talkCount && (
        <Badge variant="secondary" title="Library talks submitted to this event">
          <LibraryIcon aria-hidden="true" />
          {countOf(event.talkCount, 'talk')}
        </Badge>
      )}
      <CountPopover
        icon={<UsersIcon aria-hidden="true" />}
        count={event.attendeeCount}
        label="Attendee"
        title="Attendees"
        empty="No attendees found."
        hasItems={event.attendees.length > 0}
      >
        <ul className="grid gap-2">
          {event.attendees.map((attendee) => (
            <li key={attendee.id} className="flex items-center gap-2 text-sm">
              <span
                aria-hidden="true"
                className="bg-muted flex size-6 items-center justify-center rounded-full text-xs font-semibold"
              >
                {initialOf(attendee.name)}
              </span>
              {attendee.name}
            </li>
          ))}
        </ul>
      </CountPopover>
      <CountPopover
        icon={<FileTextIcon aria-hidden="true" />}
        count={event.tripReports.length}
        label="Report"
        title="Trip Reports"
        empty="No trip reports found."
        hasItems={event.tripReports.length > 0}
      >
        <ul className="grid gap-2">
          {event.tripReports.map((report) => (
            <li key={report.id} className="text-sm">
              <span className="font-medium">{report.name}</span>
              <span className="text-muted-foreground block text-xs">
                by {report.uploadedByName ?? 'Unknown User'}
              </span>
            </li>
          ))}
        </ul>
      </CountPopover>
    </div>
  );
}
