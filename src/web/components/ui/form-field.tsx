import { useId, type ReactNode } from 'react';
import { cn } from '@web/lib/utils';
import { Label } from './label';

/** Props to spread on the field's control so the label, description and error belong to it. */
export type FormControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  /**
   * The form library's ref (react-hook-form's `field.ref`), for controls a Controller renders: a
   * submit with errors focuses the first invalid control through it. FormField never sets it.
   */
  ref?: (element: HTMLElement | null) => void;
};

/** The shared error map's texts that say nothing without the field's name beside them. */
const NAMELESS: Partial<Record<string, (label: string) => string>> = {
  Required: (label) => `${label} is required`,
  'Is not valid': (label) => `${label} is not valid`,
  'Has the wrong format': (label) => `${label} has the wrong format`,
};

/**
 * A field's message as a sentence: the shared error map's bare 'Required' (and 'Is not valid')
 * becomes 'Title is required' under the field labelled "Title". Every other message, the
 * specification's own ('Event name is required', 'Must be a valid URL') and the map's sentences
 * ('Must be at least 3 characters'), is shown as it is.
 */
export function fieldMessage(label: ReactNode, message: string): string {
  const sentence = NAMELESS[message];
  return sentence && typeof label === 'string' ? sentence(label) : message;
}

export type FormFieldProps = {
  label: ReactNode;
  /**
   * Validation message, typically `errors.name?.message`; marks the control invalid when set. A
   * generic one names the field (`fieldMessage`): 'Required' under "Title" reads 'Title is required'.
   */
  error?: string;
  description?: ReactNode;
  required?: boolean;
  /** Control id; generated when omitted. */
  id?: string;
  className?: string;
  /** Renders the control; `labelId` is for controls a `<label for>` cannot name (radio groups). */
  children: (control: FormControlProps, extra: { labelId: string }) => ReactNode;
};

/**
 * Label + control + description + error with the id / aria-describedby / aria-invalid wiring:
 * `<FormField label="Event Name" error={errors.name?.message} required>{(p) => <Input {...p} {...register('name')} />}</FormField>`.
 */
export function FormField({
  label,
  error,
  description,
  required = false,
  id,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const labelId = `${controlId}-label`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label id={labelId} htmlFor={controlId}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700 dark:text-red-300">
            *
          </span>
        )}
      </Label>
      {children(
        {
          id: controlId,
          'aria-describedby': describedBy,
          'aria-invalid': error ? true : undefined,
          'aria-required': required ? true : undefined,
        },
        { labelId },
      )}
      {description && (
        <p id={descriptionId} className="text-muted-foreground text-sm">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {fieldMessage(label, error)}
        </p>
      )}
    </div>
  );
}
