import { currencyDecimals } from '@shared/money';
import type { TripTotal } from '@shared/schemas/trip';
import { formatMoney } from '@web/lib/format';

type Costed = { currency: string; estimate: number | null; actual: number | null };

const rounded = (amount: number, currency: string) => {
  const scale = 10 ** currencyDecimals(currency);
  return Math.round(amount * scale) / scale;
};

/** Estimate, actual and their difference per currency, as the server adds them: never converted. */
export function costTotals(lines: readonly Costed[]): TripTotal[] {
  const sums = new Map<string, { estimate: number; actual: number }>();
  for (const line of lines) {
    const sum = sums.get(line.currency) ?? { estimate: 0, actual: 0 };
    sum.estimate += line.estimate ?? 0;
    sum.actual += line.actual ?? 0;
    sums.set(line.currency, sum);
  }
  return [...sums].map(([currency, sum]) => ({
    currency,
    estimate: rounded(sum.estimate, currency),
    actual: rounded(sum.actual, currency),
    difference: rounded(sum.actual - sum.estimate, currency),
  }));
}

/** '+€40.00' over the estimate, '-€10.00' under it, '€0.00' on it. */
export function differenceText(difference: number, currency: string): string {
  return `${difference > 0 ? '+' : ''}${formatMoney(difference, currency)}`;
}

/** The estimate against the actual costs, one row per currency. */
export function TripCostTotals({ totals }: { totals: readonly TripTotal[] }) {
  if (totals.length === 0) return null;
  return (
    <table className="w-full text-sm" aria-label="Totals per currency">
      <thead>
        <tr className="text-muted-foreground text-left">
          <th scope="col" className="py-1 pr-3 font-medium">
            Currency
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-medium">
            Estimate
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-medium">
            Actual
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Difference
          </th>
        </tr>
      </thead>
      <tbody>
        {totals.map((total) => (
          <tr key={total.currency} className="border-t">
            <th scope="row" className="py-2 pr-3 text-left font-medium">
              {total.currency}
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">
              {formatMoney(total.estimate, total.currency)}
            </td>
            <td className="py-2 pr-3 text-right tabular-nums">
              {formatMoney(total.actual, total.currency)}
            </td>
            <td className="py-2 text-right font-medium tabular-nums">
              {differenceText(total.difference, total.currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
