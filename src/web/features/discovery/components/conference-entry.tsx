import {
  CalendarIcon,
  EyeOffIcon,
  EyeIcon,
  LanguagesIcon,
  Link2Icon,
  MapPinIcon,
  PlusIcon,
  StarIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { DiscoveredConference, DiscoveryMark } from '@shared/schemas/discovered-conference';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatDate } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { cfpCountdown, conferencePlace, type CfpCountdown } from './cfp-countdown';

const COUNTDOWN_CLASSES: Record<CfpCountdown['level'], string> = {
  urgent: 'text-red-700 dark:text-red-300',
  soon: 'text-amber-800 dark:text-amber-200',
  later: 'text-green-800 dark:text-green-300',
  closed: 'text-muted-foreground',
};

export type ConferenceActions = {
  onTrack: (conference: DiscoveredConference) => void;
  onLinkMatch: (conference: DiscoveredConference) => void;
  onMark: (conference: DiscoveredConference, mark: DiscoveryMark | null) => void;
  /** While a write for this conference runs. */
  busy?: boolean;
};

type ConferenceEntryProps = ConferenceActions & {
  conference: DiscoveredConference;
  /** The day days are counted from (tests fix it). */
  today?: Date;
};

function dateRange(start: string, end: string): string {
  return start === end ? formatDate(start) : `${formatDate(start)} - ${formatDate(end)}`;
}

/**
 * One conference of Discover: name (its site), dates, place, languages, topics, the CFP deadline
 * with the days left, its links, and Track (or its event), Interested and Dismiss.
 */
export function ConferenceEntry({
  conference,
  today,
  onTrack,
  onLinkMatch,
  onMark,
  busy = false,
}: ConferenceEntryProps) {
  const headingId = `conference-${conference.id}`;
  const countdown = cfpCountdown(conference.cfpEndDate, today);
  const interested = conference.mark === 'interested';
  const dismissed = conference.mark === 'dismissed';
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'bg-card text-card-foreground grid gap-3 rounded-lg border p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto]',
        dismissed && 'opacity-80',
      )}
    >
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-base leading-tight font-semibold">
            <a
              href={conference.url}
              target="_blank"
              rel="noreferrer"
              className="text-brand underline-offset-4 hover:underline"
            >
              {conference.name}
            </a>
          </h2>
          {interested && (
            <Badge variant="secondary">
              <StarIcon aria-hidden="true" />
              Interested
            </Badge>
          )}
          {dismissed && <Badge variant="outline">Dismissed</Badge>}
          {conference.gone && <Badge variant="outline">No longer listed</Badge>}
        </div>
        <p className="text-muted-foreground flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="flex items-center gap-1.5">
            <CalendarIcon aria-hidden="true" className="size-4 shrink-0" />
            {dateRange(conference.startDate, conference.endDate)}
          </span>
          <span className="flex items-center gap-1.5">
            <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
            {conferencePlace(conference)}
          </span>
          {conference.locales.length > 0 && (
            <span className="flex items-center gap-1.5">
              <LanguagesIcon aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">Languages: </span>
              {conference.locales.join(', ')}
            </span>
          )}
        </p>
        {conference.topics.length > 0 && (
          <ul aria-label="Topics" className="flex flex-wrap gap-1.5">
            {conference.topics.map((topic) => (
              <li key={topic}>
                <Badge variant="outline">{topic}</Badge>
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm">
          {countdown ? (
            <>
              CFP deadline {formatDate(conference.cfpEndDate)}:{' '}
              <span className={cn('font-medium', COUNTDOWN_CLASSES[countdown.level])}>
                {countdown.text}
              </span>
            </>
          ) : (
            <span className="text-muted-foreground">No CFP deadline listed</span>
          )}
        </p>
        {(conference.cfpUrl || conference.cocUrl) && (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {conference.cfpUrl && (
              <a
                href={conference.cfpUrl}
                target="_blank"
                rel="noreferrer"
                className="text-brand underline-offset-4 hover:underline"
              >
                Call for papers
              </a>
            )}
            {conference.cocUrl && (
              <a
                href={conference.cocUrl}
                target="_blank"
                rel="noreferrer"
                className="text-brand underline-offset-4 hover:underline"
              >
                Code of conduct
              </a>
            )}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:max-w-64 sm:flex-col sm:items-stretch">
        <TrackAction
          conference={conference}
          busy={busy}
          onTrack={onTrack}
          onLinkMatch={onLinkMatch}
        />
        <Button
          variant="outline"
          size="sm"
          aria-pressed={interested}
          disabled={busy}
          onClick={() => onMark(conference, interested ? null : 'interested')}
        >
          <StarIcon aria-hidden="true" className={cn(interested && 'fill-current')} />
          Interested
        </Button>
        {dismissed ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => onMark(conference, null)}
          >
            <EyeIcon aria-hidden="true" />
            Show again
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            aria-label={`Dismiss ${conference.name}`}
            onClick={() => onMark(conference, 'dismissed')}
          >
            <EyeOffIcon aria-hidden="true" />
            Dismiss
          </Button>
        )}
      </div>
    </article>
  );
}

/** Its event once tracked; otherwise Track, and the likely match to link instead. */
function TrackAction({
  conference,
  busy,
  onTrack,
  onLinkMatch,
}: Pick<ConferenceEntryProps, 'conference' | 'onTrack' | 'onLinkMatch'> & { busy: boolean }) {
  if (conference.event) {
    return (
      <p className="flex items-center gap-1.5 text-sm">
        <Link2Icon aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
        <span>
          Tracked as{' '}
          <Link
            to={`/events/${conference.event.id}`}
            className="text-brand font-medium underline-offset-4 hover:underline"
          >
            {conference.event.name}
          </Link>
        </span>
      </p>
    );
  }
  return (
    <>
      <Button
        size="sm"
        disabled={busy}
        aria-label={`Track ${conference.name}`}
        onClick={() => onTrack(conference)}
      >
        <PlusIcon aria-hidden="true" />
        Track
      </Button>
      {conference.likelyMatch && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          className="h-auto min-h-8 text-left whitespace-normal"
          onClick={() => onLinkMatch(conference)}
        >
          <Link2Icon aria-hidden="true" />
          <span>Link to existing event: {conference.likelyMatch.name}</span>
        </Button>
      )}
    </>
  );
}
