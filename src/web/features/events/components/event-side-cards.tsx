import { HandCoinsIcon, MicIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pluralWord } from '@shared/plural';
import { Card } from '@web/components/ui/card';

type SideCardProps = {
  icon: ReactNode;
  title: string;
  count: number | undefined;
  /** The word under the count, for one: 'attendee' (the plural adds an s). */
  noun: string;
  to: string;
};

function SideCard({ icon, title, count, noun, to }: SideCardProps) {
  return (
    <Card className="gap-2 p-4">
      <h2 className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h2>
      <p className="text-2xl font-semibold">{count ?? '…'}</p>
      <p className="text-muted-foreground text-sm">{pluralWord(count ?? 0, noun)}</p>
      <Link
        to={to}
        className="text-brand text-sm font-medium underline-offset-4 hover:underline"
        aria-label={`View ${title}`}
      >
        View
      </Link>
    </Card>
  );
}

type Props = { eventId: number; attendees?: number; submissions?: number; sponsorships?: number };

/** Attendance, CFP Submissions and Sponsorship counts with links to their lists. */
export function EventSideCards({ eventId, attendees, submissions, sponsorships }: Props) {
  return (
    <aside className="grid gap-4" aria-label="Event summary">
      <SideCard
        icon={<UsersIcon className="size-4" aria-hidden="true" />}
        title="Attendance"
        count={attendees}
        noun="attendee"
        to={`/attendees?eventId=${eventId}`}
      />
      <SideCard
        icon={<MicIcon className="size-4" aria-hidden="true" />}
        title="CFP Submissions"
        count={submissions}
        noun="submission"
        to={`/cfp-submissions?eventId=${eventId}`}
      />
      <SideCard
        icon={<HandCoinsIcon className="size-4" aria-hidden="true" />}
        title="Sponsorship"
        count={sponsorships}
        noun="sponsorship"
        to={`/sponsorships?eventId=${eventId}`}
      />
    </aside>
  );
}
