import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { commandItemClass } from '@web/components/ui/command';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Popover, PopoverAnchor, PopoverContent } from '@web/components/ui/popover';
import { existingSpelling } from '@web/lib/values-in-use';

type SuggestionInputProps = {
  /** The values offered, in order (those in use first). */
  suggestions: readonly string[];
  /** What the list is called to a screen reader: 'Roles'. */
  listLabel: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  disabled?: boolean;
  placeholder?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  /** Focuses the input (react-hook-form's `field.ref`). */
  ref?: (element: HTMLElement | null) => void;
};

/** The suggestions containing the typed text, ignoring case; all of them for no text. */
function matching(suggestions: readonly string[], text: string): readonly string[] {
  const wanted = text.trim().toLowerCase();
  return wanted ? suggestions.filter((value) => value.toLowerCase().includes(wanted)) : suggestions;
}

/**
 * Free text with suggestions (the ARIA combobox pattern, list autocomplete): typing filters the
 * list; Down and Up open it and move the highlight, Enter takes the highlighted value, Escape
 * closes it. Text equal to a suggestion but for case takes its spelling when the field is left or
 * Enter pressed, so 'speaker' is stored as 'Speaker'. Focus stays in the input
 * (aria-activedescendant names the highlighted option).
 */
function SuggestionInput({
  suggestions,
  listLabel,
  value,
  onChange,
  onBlur,
  ref,
  ...inputProps
}: SuggestionInputProps) {
  const listId = useId();
  const text = value ?? '';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = matching(suggestions, text);
  const expanded = open && shown.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  // One input, two owners: the form focuses it, the list tells a press on it from one outside.
  const setInput = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    ref?.(element);
  };

  const show = (next: boolean) => {
    setOpen(next);
    setActive(-1);
  };
  const choose = (choice: string) => {
    onChange(choice);
    show(false);
  };
  const settle = () => {
    const spelled = existingSpelling(text, suggestions);
    if (spelled !== text) onChange(spelled);
  };
  const move = (step: 1 | -1) => {
    if (!expanded) {
      setOpen(true);
      setActive(step === 1 ? 0 : shown.length - 1);
      return;
    }
    setActive((current) =>
      current < 0
        ? step === 1
          ? 0
          : shown.length - 1
        : (current + step + shown.length) % shown.length,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const highlighted = expanded ? shown[active] : undefined;
      if (highlighted !== undefined) {
        // Takes the value instead of submitting the form.
        event.preventDefault();
        choose(highlighted);
      } else {
        settle();
        show(false);
      }
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only, not the dialog around the form.
      event.preventDefault();
      event.stopPropagation();
      show(false);
    }
  };

  return (
    <Popover open={expanded} onOpenChange={(next) => !next && show(false)}>
      <PopoverAnchor asChild>
        <Input
          {...inputProps}
          ref={setInput}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            onChange(event.target.value);
            show(true);
          }}
          onClick={() => show(!open)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            settle();
            show(false);
            onBlur?.();
          }}
        />
      </PopoverAnchor>
      <PopoverContent
        // Radix makes the popup a dialog, which needs a name; the focus never enters it.
        aria-label={listLabel}
        align="start"
        className="w-(--radix-popover-trigger-width) p-1"
        // The input keeps the focus while the list is open.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        // A press on the input toggles the list itself (onClick).
        onInteractOutside={(event) => {
          if (event.target === inputRef.current) event.preventDefault();
        }}
      >
        <div role="listbox" id={listId} aria-label={listLabel} className="max-h-64 overflow-y-auto">
          {shown.map((suggestion, index) => (
            <div
              key={suggestion}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-selected={index === active}
              className={commandItemClass}
              // A press keeps the focus in the input, so leaving it does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              {suggestion}
            </div>
          ))}
        </div>
      </PopoverContent>
    </Popover>
  );
}

type SuggestionFieldProps<Values extends FieldValues, Output = Values> = {
  /** The form's control; `Output` is what its resolver makes of the values (zod's output). */
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  /** Validation message, typically `errors.role?.message`. */
  error: string | undefined;
  required?: boolean;
} & Pick<SuggestionInputProps, 'suggestions' | 'listLabel' | 'placeholder' | 'disabled'>;

/** A form's free-text field with suggestions: label, combobox and message, wired to react-hook-form. */
export function SuggestionField<Values extends FieldValues, Output = Values>({
  control,
  name,
  label,
  error,
  required,
  ...input
}: SuggestionFieldProps<Values, Output>) {
  return (
    <FormField label={label} error={error} required={required}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <SuggestionInput
              {...props}
              {...input}
              ref={field.ref}
              name={field.name}
              value={field.value as string | null | undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </FormField>
  );
}
