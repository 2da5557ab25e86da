import { formatMoney } from '@web/lib/format';
import { cn } from '@web/lib/utils';

/** One currency's sum. */
export type CurrencyAmount = { currency: string; amount: number };

/**
 * Sums per currency side by side ('$2,500.00 · €390.50'), never added across currencies; a dash
 * when there are none.
 */
export function MoneyTotals({
  totals,
  className,
}: {
  totals: readonly CurrencyAmount[];
  className?: string;
}) {
  if (totals.length === 0) return <span className={cn('text-muted-foreground', className)}>—</span>;
  return (
    <span className={cn('tabular-nums', className)}>
      {totals.map((total, index) => (
        <span key={total.currency} className="whitespace-nowrap">
          {index > 0 && <span className="text-muted-foreground"> · </span>}
          {formatMoney(total.amount, total.currency)}
        </span>
      ))}
    </span>
  );
}

/** A trip's totals of one column: the currencies with an amount in it (the API's `totals`). */
export function columnTotals(
  totals: readonly { currency: string; estimate: number; actual: number }[],
  column: 'estimate' | 'actual',
): CurrencyAmount[] {
  return totals
    .map((total) => ({ currency: total.currency, amount: total[column] }))
    .filter((total) => total.amount !== 0);
}
