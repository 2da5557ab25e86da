import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { EventPicker } from '@web/components/pickers/event-picker';
import { FormField } from '@web/components/ui/form-field';

type EventFieldProps<T extends FieldValues> = {
  control: Control<T>;
  error: string | undefined;
  /** The event fixed by `?eventId=`: its name replaces the choice. */
  fixedEventName?: string;
};

/** A record form's required event: the searchable picker, or the fixed event's name. */
export function EventField<T extends FieldValues & { eventId: unknown }>({
  control,
  error,
  fixedEventName,
}: EventFieldProps<T>) {
  if (fixedEventName !== undefined) {
    return (
      <p className="text-sm">
        <span className="text-muted-foreground">Event: </span>
        <span className="font-medium">{fixedEventName}</span>
      </p>
    );
  }
  return (
    <FormField label="Event" required error={error}>
      {(props) => (
        <Controller
          control={control}
          name={'eventId' as Path<T>}
          render={({ field }) => (
            <EventPicker
              {...props}
              ref={field.ref}
              value={typeof field.value === 'number' ? field.value : undefined}
              onChange={(id) => field.onChange(id ?? undefined)}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </FormField>
  );
}
