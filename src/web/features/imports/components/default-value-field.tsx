import { useId } from 'react';
import type { CsvTargetColumn } from '@shared/csv/csv-columns';
import { Checkbox } from '@web/components/ui/checkbox';
import { DateInput } from '@web/components/ui/date-input';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';

const NONE = 'none';

type DefaultValueFieldProps = {
  column: CsvTargetColumn;
  /** Shown under the label, e.g. 'For 1 empty cell'. */
  hint: string;
  value: string | string[] | undefined;
  onChange: (value: string | string[] | undefined) => void;
};

/** A default for one event field, with the input its kind needs (select, date, url or text). */
export function DefaultValueField({ column, hint, value, onChange }: DefaultValueFieldProps) {
  const id = useId();
  const label = `Default ${column.label}`;
  if (column.kind === 'multi-select') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{label}</legend>
        <p className="text-muted-foreground text-xs">{hint}</p>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {column.options!.map((option) => (
            <div key={option} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${option}`}
                checked={chosen.includes(option)}
                onCheckedChange={(checked) =>
                  onChange(
                    checked === true
                      ? [...chosen, option]
                      : chosen.filter((item) => item !== option),
                  )
                }
              />
              <Label htmlFor={`${id}-${option}`} className="font-normal capitalize">
                {option}
              </Label>
            </div>
          ))}
        </div>
      </fieldset>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {column.kind === 'select' ? (
        <Select
          value={text || NONE}
          onValueChange={(next) => onChange(next === NONE ? undefined : next)}
        >
          <SelectTrigger id={id} aria-describedby={`${id}-hint`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NONE}>No default</SelectItem>
            {column.options!.map((option) => (
              <SelectItem key={option} value={option} className="capitalize">
                {option}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : column.kind === 'date' ? (
        <DateInput
          id={id}
          value={text}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      ) : (
        <Input
          id={id}
          type={column.kind === 'url' ? 'url' : 'text'}
          placeholder={column.kind === 'url' ? 'https://' : undefined}
          value={text}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      )}
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {hint}
      </p>
    </div>
  );
}
