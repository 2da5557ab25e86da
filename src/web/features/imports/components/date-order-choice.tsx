import { useId } from 'react';
import type { CsvColumnMapping } from '@shared/csv/csv-columns';
import { CSV_TARGET_COLUMNS } from '@shared/csv/csv-columns';
import type { CsvRow } from '@shared/csv/parse-csv';
import { dateOrderEvidence, type DateOrder } from '@shared/read-date';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';

const DATE_FIELDS = new Set(
  CSV_TARGET_COLUMNS.filter((column) => column.kind === 'date').map((column) => column.field),
);

/** What the file's mapped date columns say: whether any date needs the order, and which it uses. */
export function fileDateOrder(rows: readonly CsvRow[], mapping: CsvColumnMapping) {
  const headers = Object.keys(mapping).filter((header) => DATE_FIELDS.has(mapping[header]!));
  return dateOrderEvidence(
    (function* cells() {
      for (const row of rows) for (const header of headers) yield row[header] ?? '';
    })(),
  );
}

/** Day first where the browser's language writes dates so ('22/06/2027'), else month first. */
export function browserDateOrder(): DateOrder {
  const parts = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'numeric' })
    .formatToParts(new Date(Date.UTC(2027, 5, 22)))
    .map((part) => part.type);
  return parts.indexOf('day') < parts.indexOf('month') ? 'dmy' : 'mdy';
}

const ORDERS: { value: DateOrder; label: string }[] = [
  { value: 'dmy', label: 'Day first (03/04/2027 is 3 April)' },
  { value: 'mdy', label: 'Month first (03/04/2027 is March 4)' },
];

type DateOrderChoiceProps = {
  value: DateOrder;
  onChange: (order: DateOrder) => void;
  disabled?: boolean;
};

/** Shown when the file has dates such as 03/04/2027 that read two ways. */
export function DateOrderChoice({ value, onChange, disabled }: DateOrderChoiceProps) {
  const id = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium">Dates such as 03/04/2027</legend>
      <RadioGroup
        value={value}
        onValueChange={(next) => onChange(next as DateOrder)}
        disabled={disabled}
        className="grid gap-3 sm:grid-cols-2"
      >
        {ORDERS.map((order) => (
          <div key={order.value} className="flex items-center gap-3 rounded-md border p-3">
            <RadioGroupItem value={order.value} id={`${id}-${order.value}`} />
            <Label htmlFor={`${id}-${order.value}`}>{order.label}</Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
