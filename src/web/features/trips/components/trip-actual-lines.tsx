import { readAmount } from '@shared/money';
import type { Trip } from '@shared/schemas/trip';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { formatLabel, formatMoney } from '@web/lib/format';
import { differenceText } from './trip-cost-totals';

type Line = Trip['lines'][number];

/** The amount a typed text stands for; null while empty or unread. */
export function typedAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const read = readAmount(value);
  return typeof read === 'object' ? read.amount : null;
}

export const lineName = (line: Pick<Line, 'category' | 'description'>) =>
  line.description
    ? `${formatLabel(line.category)}: ${line.description}`
    : formatLabel(line.category);

const money = (amount: number | null, currency: string) =>
  amount === null ? '—' : formatMoney(amount, currency);

/** A line of the estimate: its estimate, the actual (typed when editable) and the difference. */
export function ActualLineRow({
  line,
  value,
  onChange,
  error,
}: {
  line: Line;
  /** The actual as typed; undefined shows the saved one read-only. */
  value?: string;
  onChange?: (value: string) => void;
  error?: string;
}) {
  const actual = value === undefined ? line.actual : typedAmount(value);
  const difference = actual !== null && line.estimate !== null ? actual - line.estimate : null;
  return (
    <li className="grid gap-2 border-t pt-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,1fr)] sm:items-start">
      <span className="text-sm font-medium">{lineName(line)}</span>
      <span className="text-sm tabular-nums">
        <span className="text-muted-foreground sm:sr-only">Estimate: </span>
        {money(line.estimate, line.currency)}
      </span>
      {onChange ? (
        <FormField
          label={`Actual for ${lineName(line)} (${line.currency})`}
          error={error}
          className="[&>label]:sr-only"
        >
          {(props) => (
            <Input
              {...props}
              inputMode="decimal"
              autoComplete="off"
              placeholder={line.currency}
              value={value}
              onChange={(event) => onChange(event.currentTarget.value)}
            />
          )}
        </FormField>
      ) : (
        <span className="text-sm tabular-nums">
          <span className="text-muted-foreground sm:sr-only">Actual: </span>
          {money(line.actual, line.currency)}
        </span>
      )}
      <span className="text-sm tabular-nums sm:text-right" data-testid="line-difference">
        <span className="text-muted-foreground sm:sr-only">Difference: </span>
        {difference === null ? '—' : differenceText(difference, line.currency)}
      </span>
    </li>
  );
}
