import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { TRIP_COST_CATEGORIES } from '@shared/domain';
import { AMOUNT_EXAMPLES } from '@shared/money';
import { MoneyField } from '@web/components/money-field';
import { MoneyTotals } from '@web/components/trips/money-totals';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { formatLabel, formatMoney } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { lineTotals, type LineColumn, type TripLineDraft } from './trip-line-totals';

export type { LineColumn, TripLineDraft } from './trip-line-totals';

/** A line's messages by field, as the schema or the API names them. */
export type LineErrors = Partial<
  Record<'category' | 'description' | 'currency' | LineColumn, string>
>;

type TripLinesEditorProps = {
  lines: TripLineDraft[];
  onChange: (lines: TripLineDraft[]) => void;
  /** Which amount the lines edit: the estimate before the trip, or what it actually cost. */
  column: LineColumn;
  /** The currency of a new line and of an amount typed without one. */
  defaultCurrency: string;
  /** Messages per line (index), shown under their fields. */
  errors?: (LineErrors | undefined)[];
  /** The group's name: '{Estimate|Actual} lines' unless given. */
  legend?: string;
  addLabel?: string;
  /** Said while there are no lines; null says nothing. */
  emptyText?: string | null;
  /** The column's totals under the lines; off where the screen shows them with more. */
  totals?: boolean;
};

const COLUMN_WORDS: Record<LineColumn, string> = { estimate: 'Estimate', actual: 'Actual' };

/**
 * A trip's cost lines: category, description and an amount typed as people write it ('$2,500',
 * '€1.200,50'), one currency per line; lines added and removed; the column's totals per currency
 * as they are typed, never added across currencies.
 */
export function TripLinesEditor({
  lines,
  onChange,
  column,
  defaultCurrency,
  errors = [],
  legend,
  addLabel = 'Add line',
  emptyText = 'No costs yet: add a line for each one.',
  totals = true,
}: TripLinesEditorProps) {
  const baseId = useId();
  // Keys that stay with their line when one above is removed (each amount keeps its own text).
  const [keyed, setKeyed] = useState(() => ({
    keys: lines.map((_line, index) => index),
    next: lines.length,
  }));
  let { keys } = keyed;
  if (keys.length !== lines.length) {
    // The lines were replaced from outside (a reload): keys for the ones beyond those known.
    const known = keys;
    keys = lines.map((_line, index) => known[index] ?? keyed.next + index);
    setKeyed({ keys, next: keyed.next + lines.length });
  }

  // One keystroke may change a line twice ('€1.200,50': its amount, then its currency): the
  // second change builds on the first, not on the lines as rendered.
  const latest = useRef(lines);
  useLayoutEffect(() => {
    latest.current = lines;
  }, [lines]);
  const change = (index: number, patch: Partial<TripLineDraft>) => {
    latest.current = latest.current.map((line, at) =>
      at === index ? { ...line, ...patch } : line,
    );
    onChange(latest.current);
  };
  const add = () => {
    setKeyed(({ keys: old, next }) => ({ keys: [...old, next], next: next + 1 }));
    onChange([...lines, { category: 'transport', description: '', currency: defaultCurrency }]);
  };
  const remove = (index: number) => {
    setKeyed(({ keys: old, next }) => ({ keys: old.filter((_key, at) => at !== index), next }));
    onChange(lines.filter((_line, at) => at !== index));
  };

  const word = COLUMN_WORDS[column];
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{legend ?? `${word} lines`}</legend>
      {lines.length === 0 && emptyText && (
        <p className="text-muted-foreground text-sm">{emptyText}</p>
      )}
      <ol className="grid gap-3">
        {lines.map((line, index) => {
          const id = `${baseId}-${index}`;
          const lineErrors = errors[index] ?? {};
          const amountError = lineErrors[column] ?? lineErrors.currency;
          const number = index + 1;
          const other = column === 'actual' ? line.estimate : null;
          return (
            <li
              key={keys[index]}
              aria-label={`Line ${number}`}
              className="relative grid gap-2 rounded-md border p-3 sm:grid-cols-[8rem_minmax(0,1fr)_13rem_auto] sm:items-start sm:border-0 sm:p-0"
            >
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-category`} className={cn(index > 0 && 'sm:sr-only')}>
                  Category
                </Label>
                <NativeSelect
                  id={`${id}-category`}
                  aria-label={`Category of line ${number}`}
                  value={line.category}
                  onChange={(event) =>
                    change(index, {
                      category: event.currentTarget.value as TripLineDraft['category'],
                    })
                  }
                >
                  {TRIP_COST_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {formatLabel(category)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-description`} className={cn(index > 0 && 'sm:sr-only')}>
                  Description
                </Label>
                <Input
                  id={`${id}-description`}
                  aria-label={`Description of line ${number}`}
                  value={line.description ?? ''}
                  aria-invalid={lineErrors.description ? true : undefined}
                  aria-describedby={lineErrors.description ? `${id}-description-error` : undefined}
                  onChange={(event) => change(index, { description: event.currentTarget.value })}
                />
                <FieldError id={`${id}-description-error`} message={lineErrors.description} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-amount`} className={cn(index > 0 && 'sm:sr-only')}>
                  {word}
                </Label>
                <MoneyField
                  id={`${id}-amount`}
                  aria-invalid={amountError ? true : undefined}
                  aria-describedby={amountError ? `${id}-amount-error` : undefined}
                  amount={line[column]}
                  currency={line.currency || defaultCurrency}
                  onAmountChange={(amount) => change(index, { [column]: amount })}
                  onCurrencyChange={(currency) => change(index, { currency })}
                />
                <FieldError id={`${id}-amount-error`} message={amountError} />
                {typeof other === 'number' && (
                  <p className="text-muted-foreground text-xs">
                    Estimate {formatMoney(other, line.currency || defaultCurrency)}
                  </p>
                )}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                // On a phone, at the card's top right beside the first label, not on a row alone.
                className={cn(
                  'absolute top-1 right-1 size-7 sm:static sm:size-9 sm:justify-self-end',
                  index === 0 && 'sm:mt-[1.375rem]',
                )}
                aria-label={`Remove line ${number}`}
                onClick={() => remove(index)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      {lines.length > 0 && (
        <p className="text-muted-foreground text-xs">
          Amounts such as {AMOUNT_EXAMPLES} or €1.200,50; a symbol or code sets the line's currency.
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="outline" size="sm" onClick={add}>
          <PlusIcon aria-hidden="true" />
          {addLabel}
        </Button>
        {totals && (
          <p className="text-sm" aria-live="polite" data-testid={`${column}-totals`}>
            <span className="text-muted-foreground">{word} total: </span>
            <MoneyTotals
              totals={lineTotals(lines, column, defaultCurrency)}
              className="font-medium"
            />
          </p>
        )}
      </div>
    </fieldset>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}
