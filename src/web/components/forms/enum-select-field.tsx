import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { formatLabel } from '@web/lib/format';

type EnumSelectProps<T extends string> = {
  /** The values offered, in order. */
  options: readonly T[];
  /** How an option reads; 'in_progress' → 'In progress' by default. */
  optionLabel?: (value: T) => string;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  value: T | undefined;
  onValueChange: (value: T) => void;
  onBlur?: () => void;
  disabled?: boolean;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  /** Focuses the trigger (react-hook-form's `field.ref`). */
  ref?: (element: HTMLElement | null) => void;
};

/** One of a fixed list of values: a status, a priority, a role. */
export function EnumSelect<T extends string>({
  options,
  optionLabel = formatLabel,
  placeholder,
  value,
  onValueChange,
  disabled,
  ...triggerProps
}: EnumSelectProps<T>) {
  return (
    <Select
      // '' shows the placeholder, also after a reset to no value.
      value={value ?? ''}
      onValueChange={(next) => onValueChange(next as T)}
      disabled={disabled}
    >
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {optionLabel(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

type EnumSelectFieldProps<Values extends FieldValues, T extends string, Output = Values> = {
  /** The form's control; `Output` is what its resolver makes of the values (zod's output). */
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  /** Validation message, typically `errors.status?.message`. */
  error: string | undefined;
  required?: boolean;
  className?: string;
} & Pick<EnumSelectProps<T>, 'options' | 'optionLabel' | 'placeholder' | 'disabled'>;

/**
 * A form's enum field: label, select, and its message, wired to react-hook-form. The trigger
 * carries the label's id, so the label names it and tests and page objects find it by its label.
 */
export function EnumSelectField<Values extends FieldValues, T extends string, Output = Values>({
  control,
  name,
  label,
  error,
  required,
  className,
  ...select
}: EnumSelectFieldProps<Values, T, Output>) {
  return (
    <FormField label={label} error={error} required={required} className={className}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <EnumSelect<T>
              {...props}
              {...select}
              ref={field.ref}
              value={field.value as T | undefined}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </FormField>
  );
}
