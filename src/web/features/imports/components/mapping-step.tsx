import { useMemo } from 'react';
import {
  CSV_TARGET_COLUMNS,
  missingRequiredFields,
  type CsvColumnMapping,
  type CsvDefaultValues,
  type CsvTargetField,
} from '@shared/csv/csv-columns';
import type { CsvRow } from '@shared/csv/parse-csv';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ColumnMappingRow } from './column-mapping-row';
import { DefaultValueField } from './default-value-field';
import { countOf } from '@shared/plural';

type MappingStepProps = {
  headers: string[];
  rows: CsvRow[];
  mapping: CsvColumnMapping;
  included: Record<string, boolean>;
  defaults: CsvDefaultValues;
  onMappingChange: (mapping: CsvColumnMapping, included: Record<string, boolean>) => void;
  onDefaultsChange: (defaults: CsvDefaultValues) => void;
  onBack: () => void;
  onNext: () => void;
};

/** Step 2: include and map each column; defaults for unmapped fields and empty cells. */
export function MappingStep(props: MappingStepProps) {
  const { headers, rows, mapping, included, defaults } = props;
  const missing = missingRequiredFields(mapping, defaults);

  const samples = useMemo(
    () =>
      Object.fromEntries(
        headers.map((header) => [header, rows.find((row) => row[header])?.[header] ?? '']),
      ),
    [headers, rows],
  );
  // Mapped fields with empty cells get a default input too (e.g. the one row without a location).
  const emptyCells = useMemo(() => {
    const counts = new Map<CsvTargetField, number>();
    for (const [header, field] of Object.entries(mapping)) {
      if (!field) continue;
      counts.set(
        field,
        rows.reduce((count, row) => count + (row[header] ? 0 : 1), 0),
      );
    }
    return counts;
  }, [mapping, rows]);

  function setTarget(header: string, target: CsvTargetField | null) {
    const next: CsvColumnMapping = { ...mapping };
    // A field fills from one column: choosing it here takes it from the other column.
    for (const [other, field] of Object.entries(next))
      if (target && field === target) next[other] = null;
    next[header] = target;
    props.onMappingChange(next, included);
  }
  function setIncluded(header: string, value: boolean) {
    props.onMappingChange(value ? mapping : { ...mapping, [header]: null }, {
      ...included,
      [header]: value,
    });
  }

  // Unmapped fields, and required mapped fields with empty cells (optional ones may stay empty).
  const defaultColumns = CSV_TARGET_COLUMNS.filter(
    (column) =>
      !emptyCells.has(column.field) || (column.required && emptyCells.get(column.field)! > 0),
  );

  return (
    <div className="space-y-6">
      <section aria-labelledby="csv-columns-heading" className="space-y-3">
        <h3 id="csv-columns-heading" className="font-medium">
          CSV columns
        </h3>
        <ul className="space-y-2">
          {headers.map((header) => (
            <ColumnMappingRow
              key={header}
              header={header}
              sample={samples[header] ?? ''}
              included={included[header] ?? true}
              target={mapping[header] ?? null}
              onIncludedChange={(value) => setIncluded(header, value)}
              onTargetChange={(target) => setTarget(header, target)}
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="csv-required-heading" className="space-y-2">
        <h3 id="csv-required-heading" className="font-medium">
          Required fields
        </h3>
        {missing.length === 0 ? (
          <p className="text-sm">All required fields are mapped or have a default.</p>
        ) : (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span>Missing:</span>
            {missing.map((column) => (
              <Badge key={column.field} variant="destructive">
                {column.label}
              </Badge>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="csv-defaults-heading" className="space-y-3">
        <h3 id="csv-defaults-heading" className="font-medium">
          Default values
        </h3>
        <p className="text-muted-foreground text-sm">
          Used for every row when a field is not mapped, and for empty cells of a required column.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {defaultColumns.map((column) => {
            const empty = emptyCells.get(column.field);
            return (
              <DefaultValueField
                key={column.field}
                column={column}
                hint={
                  empty === undefined
                    ? 'Not mapped: applies to every row'
                    : `For ${countOf(empty, 'empty cell')}`
                }
                value={defaults[column.field]}
                onChange={(value) => props.onDefaultsChange({ ...defaults, [column.field]: value })}
              />
            );
          })}
        </div>
      </section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={props.onBack}>
          Back
        </Button>
        <Button onClick={props.onNext} disabled={missing.length > 0}>
          Preview Import
        </Button>
      </div>
    </div>
  );
}
