import { useId } from 'react';
import type { DeduplicationMode } from '@shared/csv/import-schema';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';

const MODES: { value: DeduplicationMode; label: string; help: string }[] = [
  {
    value: 'skip',
    label: 'Skip duplicates',
    help: 'Keep the existing event; the row is not imported.',
  },
  {
    value: 'update',
    label: 'Update existing',
    help: "Overwrite the existing event with the row's values.",
  },
  {
    value: 'merge',
    label: 'Smart merge',
    help: 'Keep existing values where the row is empty; change only meaningful differences.',
  },
  {
    value: 'import',
    label: 'Import anyway',
    help: 'Create a new event even when it looks like a duplicate.',
  },
];

type DuplicateModeChoiceProps = {
  value: DeduplicationMode;
  onChange: (mode: DeduplicationMode) => void;
  disabled?: boolean;
};

/** How rows that match an event on the same dates (or an earlier row) are handled. */
export function DuplicateModeChoice({ value, onChange, disabled }: DuplicateModeChoiceProps) {
  const id = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium">Duplicate handling</legend>
      <RadioGroup
        value={value}
        onValueChange={(next) => onChange(next as DeduplicationMode)}
        disabled={disabled}
        className="grid gap-3 sm:grid-cols-2"
      >
        {MODES.map((mode) => (
          <div key={mode.value} className="flex items-start gap-3 rounded-md border p-3">
            <RadioGroupItem
              value={mode.value}
              id={`${id}-${mode.value}`}
              aria-describedby={`${id}-${mode.value}-help`}
              className="mt-0.5"
            />
            <div className="space-y-1">
              <Label htmlFor={`${id}-${mode.value}`}>{mode.label}</Label>
              <p id={`${id}-${mode.value}-help`} className="text-muted-foreground text-xs">
                {mode.help}
              </p>
            </div>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
