import { useId } from 'react';
import { CSV_TARGET_COLUMNS, type CsvTargetField } from '@shared/csv/csv-columns';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';

const NONE = 'none';

type ColumnMappingRowProps = {
  header: string;
  sample: string;
  included: boolean;
  target: CsvTargetField | null;
  onIncludedChange: (included: boolean) => void;
  onTargetChange: (target: CsvTargetField | null) => void;
};

/** One CSV column: include it or not, and the event field it fills. */
export function ColumnMappingRow(props: ColumnMappingRowProps) {
  const { header, sample, included, target } = props;
  const id = useId();
  return (
    <li className="grid gap-2 rounded-md border p-3 sm:grid-cols-[minmax(0,1fr)_14rem] sm:items-center">
      <div className="flex min-w-0 items-start gap-3">
        <Checkbox
          id={`${id}-include`}
          checked={included}
          onCheckedChange={(checked) => props.onIncludedChange(checked === true)}
          aria-label={`Include column ${header}`}
          className="mt-0.5"
        />
        <div className="min-w-0">
          <Label htmlFor={`${id}-include`} className="font-medium break-all">
            {header}
          </Label>
          <p className="text-muted-foreground truncate text-xs" title={sample}>
            {sample ? `e.g. ${sample}` : 'No sample value'}
          </p>
        </div>
      </div>
      <Select
        value={target ?? NONE}
        disabled={!included}
        onValueChange={(value) =>
          props.onTargetChange(value === NONE ? null : (value as CsvTargetField))
        }
      >
        <SelectTrigger aria-label={`Target field for ${header}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NONE}>No mapping</SelectItem>
          {CSV_TARGET_COLUMNS.map((column) => (
            <SelectItem key={column.field} value={column.field}>
              {column.label}
              {column.required ? ' (required)' : ''}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </li>
  );
}
