import {
  CalendarDaysIcon,
  FileTextIcon,
  HandshakeIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { countOf } from '@shared/plural';
import type { Dashboard } from '@shared/schemas/dashboard';
import { Card } from '@web/components/ui/card';

type Stat = { label: string; value: number; detail: string; icon: LucideIcon };

/** The dashboard's four stat cards with their sub-counts. */
export function statsOf(totals: Dashboard['totals']): Stat[] {
  return [
    {
      label: 'Total Events',
      value: totals.events,
      detail: `${totals.upcomingEvents} upcoming in the next 30 days`,
      icon: CalendarDaysIcon,
    },
    {
      label: 'CFP Submissions',
      value: totals.cfpSubmissions,
      detail: `${totals.acceptedSubmissions} accepted`,
      icon: FileTextIcon,
    },
    {
      label: 'Total Attendees',
      value: totals.attendees,
      detail: `Across ${countOf(totals.events, 'event')}`,
      icon: UsersIcon,
    },
    {
      label: 'Sponsorships',
      value: totals.sponsorships,
      detail: `${totals.confirmedSponsorships} confirmed`,
      icon: HandshakeIcon,
    },
  ];
}

export function StatCards({ totals }: { totals: Dashboard['totals'] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-label="Totals">
      {statsOf(totals).map(({ label, value, detail, icon: Icon }) => (
        <li key={label}>
          <Card className="h-full gap-2 px-4 py-4 sm:px-6 sm:py-5">
            <div className="text-muted-foreground flex items-center justify-between text-sm font-medium">
              <span>{label}</span>
              <Icon className="size-4" aria-hidden="true" />
            </div>
            <p className="text-2xl font-semibold tabular-nums sm:text-3xl">
              {value.toLocaleString('en-US')}
            </p>
            <p className="text-muted-foreground text-sm">{detail}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
