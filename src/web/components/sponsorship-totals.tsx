import { countOf } from '@shared/plural';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoneyTotal } from '@shared/money';
import type { SponsorshipFilters } from '@shared/schemas/sponsorship';
import { apiRequest } from '@web/lib/api-client';
import { formatMoney } from '@web/lib/format';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/sponsorships/totals: the amounts the filters select, added up per currency. */
export function getSponsorshipTotals(
  filters: SponsorshipFilters,
  signal?: AbortSignal,
): Promise<MoneyTotal[]> {
  return apiRequest<MoneyTotal[]>('/api/sponsorships/totals', { params: filters, signal });
}

export function sponsorshipTotalsQueryOptions(filters: SponsorshipFilters) {
  return queryOptions({
    queryKey: queryKeys.sponsorships.totals(filters),
    queryFn: ({ signal }) => getSponsorshipTotals(filters, signal),
  });
}

/**
 * 'Total: $31,000.50 · €900.00 (4 with an amount)': one sum per currency, as the browser's locale
 * writes money; nothing while loading or when no sponsorship has an amount.
 */
export function SponsorshipTotals({
  filters,
  className,
}: {
  filters: SponsorshipFilters;
  className?: string;
}) {
  const { data: totals } = useQuery(sponsorshipTotalsQueryOptions(filters));
  if (!totals || totals.length === 0) return null;
  const counted = totals.reduce((sum, total) => sum + total.count, 0);
  return (
    <p className={className} data-testid="sponsorship-totals">
      <span className="text-muted-foreground">Total: </span>
      {totals.map((total, i) => (
        <span key={total.currency}>
          {i > 0 && <span className="text-muted-foreground"> · </span>}
          <span className="font-medium tabular-nums">
            {formatMoney(total.amount, total.currency)}
          </span>
        </span>
      ))}
      <span className="text-muted-foreground">
        {' '}
        ({countOf(counted, 'sponsorship')} with an amount)
      </span>
    </p>
  );
}
