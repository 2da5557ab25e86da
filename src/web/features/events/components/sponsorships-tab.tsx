import { Link } from 'react-router';
import { LIMITS } from '@shared/domain';
import type { Sponsorship } from '@shared/schemas/sponsorship';
import { SponsorshipTotals } from '@web/components/sponsorship-totals';
import { Badge } from '@web/components/ui/badge';
import { formatLabel, formatMoney } from '@web/lib/format';
import { TabBody } from './tab-states';

type Props = {
  eventId: number;
  sponsorships: Sponsorship[] | undefined;
  isPending: boolean;
  isError: boolean;
};

/** The totals per currency, then the first 5 sponsorships with level, amount and status. */
export function SponsorshipsTab({ eventId, sponsorships = [], isPending, isError }: Props) {
  return (
    <TabBody
      isPending={isPending}
      error={isError}
      errorText="Failed to fetch sponsorships"
      empty={sponsorships.length === 0}
      emptyText="No sponsorships found."
      add={{ label: 'Add Sponsorship', href: `/sponsorships?eventId=${eventId}&add=1` }}
    >
      <SponsorshipTotals filters={{ eventId }} className="mb-2 text-sm" />
      <ul className="divide-y">
        {sponsorships.slice(0, LIMITS.detailSponsorships).map((sponsorship) => (
          <li
            key={sponsorship.id}
            className="grid gap-1 py-2 text-sm sm:grid-cols-3 sm:items-center sm:gap-4"
          >
            <span className="font-medium">
              {sponsorship.sponsorName} · {formatLabel(sponsorship.level)}
            </span>
            <span className="text-muted-foreground tabular-nums">
              {sponsorship.amount === null
                ? '—'
                : formatMoney(sponsorship.amount, sponsorship.currency ?? '')}
            </span>
            <Badge variant="outline">{formatLabel(sponsorship.status)}</Badge>
          </li>
        ))}
      </ul>
      <Link
        to={`/sponsorships?eventId=${eventId}`}
        className="text-brand mt-2 inline-block text-sm underline-offset-4 hover:underline"
      >
        View all sponsorships
      </Link>
    </TabBody>
  );
}
