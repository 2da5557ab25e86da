import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { Controller, type Resolver, type UseFormReturn } from 'react-hook-form';
import { EVENT_GOALS, EVENT_PRIORITIES, EVENT_STATUSES, EVENT_TYPES } from '@shared/domain';
import { eventCreateSchema, eventUpdateSchema, type EventCreate } from '@shared/schemas/event';
import { EnumSelectField } from '@web/components/forms/enum-select-field';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { DateInput } from '@web/components/ui/date-input';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { DialogFooter } from '@web/components/ui/dialog';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { formatLabel } from '@web/lib/format';
import type { EventFormValues } from './event-form-values';

const createResolver = zodResolver(eventCreateSchema) as unknown as Resolver<EventFormValues>;
const updateResolver = zodResolver(eventUpdateSchema) as unknown as Resolver<EventFormValues>;

/** The shared schema that checks the form: every field required to create, any subset to edit. */
export function eventFormResolver(editing: boolean): Resolver<EventFormValues> {
  return editing ? updateResolver : createResolver;
}

/** Puts the API's field messages (a 400's `errors`) under their fields; false when there were none. */
export function showFieldErrors(form: UseFormReturn<EventFormValues>, error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  for (const [field, message] of Object.entries(error.errors)) {
    form.setError(field as keyof EventFormValues, { message });
  }
  return true;
}

type EventFormProps = {
  form: UseFormReturn<EventFormValues>;
  /** Gets the schema's output (trimmed, nulls for empty optional fields). */
  onSubmit: (payload: EventCreate) => unknown;
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The edit dialog offers the status too (a new event starts in planning). */
  withStatus?: boolean;
};

/**
 * The one event form, of the events screen's Add and Edit dialogs and of the upload dialog's Add
 * New Event. Its submit stops at the form: the upload dialog's own form is around it in React.
 */
export function EventForm({
  form,
  onSubmit,
  onCancel,
  busy,
  submitLabel,
  busyLabel,
  withStatus = false,
}: EventFormProps) {
  const submit = (submitEvent: FormEvent<HTMLFormElement>) => {
    submitEvent.stopPropagation();
    void form.handleSubmit((values) => onSubmit(values as unknown as EventCreate))(submitEvent);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <EventFormFields form={form} disabled={busy} withStatus={withStatus} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The ten fields of an event, each showing its validation message. */
function EventFormFields({
  form,
  disabled,
  withStatus,
}: {
  form: UseFormReturn<EventFormValues>;
  disabled: boolean;
  withStatus: boolean;
}) {
  const { control, formState } = form;
  const errors = formState.errors;
  const register = (name: Parameters<typeof form.register>[0]) => ({
    ...form.register(name),
    disabled,
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Event Name" error={errors.name?.message} required className="sm:col-span-2">
        {(p) => <Input {...p} {...register('name')} />}
      </FormField>
      <FormField label="Event URL" error={errors.link?.message} required className="sm:col-span-2">
        {(p) => <Input {...p} type="url" placeholder="https://" {...register('link')} />}
      </FormField>
      <FormField
        label="Location"
        error={errors.location?.message}
        required
        className="sm:col-span-2"
      >
        {(p) => <Input {...p} {...register('location')} />}
      </FormField>
      <EnumSelectField
        control={control}
        name="priority"
        label="Priority"
        error={errors.priority?.message}
        options={EVENT_PRIORITIES}
        disabled={disabled}
      />
      <EnumSelectField
        control={control}
        name="type"
        label="Event Type"
        error={errors.type?.message}
        options={EVENT_TYPES}
        disabled={disabled}
      />
      {withStatus && (
        <EnumSelectField
          control={control}
          name="status"
          label="Status"
          error={errors.status?.message}
          options={EVENT_STATUSES}
          disabled={disabled}
        />
      )}
      <fieldset
        className="grid gap-2 sm:col-span-2"
        aria-describedby={errors.goal ? 'event-goal-error' : undefined}
      >
        <legend className="mb-2 text-sm font-medium">Goals</legend>
        <Controller
          control={control}
          name="goal"
          render={({ field }) => (
            <div className="flex flex-wrap gap-4">
              {EVENT_GOALS.map((goal, index) => (
                <div key={goal} className="flex items-center gap-2">
                  <Checkbox
                    // A submit without a goal focuses the first box.
                    ref={index === 0 ? field.ref : undefined}
                    id={`event-goal-${goal}`}
                    checked={field.value.includes(goal)}
                    aria-invalid={errors.goal ? true : undefined}
                    disabled={disabled}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked
                          ? [...field.value, goal]
                          : field.value.filter((value) => value !== goal),
                      )
                    }
                  />
                  <Label htmlFor={`event-goal-${goal}`} className="font-normal">
                    {formatLabel(goal)}
                  </Label>
                </div>
              ))}
            </div>
          )}
        />
        {errors.goal && (
          <p id="event-goal-error" className="text-sm text-red-700 dark:text-red-300">
            {errors.goal.message}
          </p>
        )}
      </fieldset>
      <FormField label="Start Date" error={errors.startDate?.message} required>
        {(p) => <DateInput {...p} {...register('startDate')} />}
      </FormField>
      <FormField label="End Date" error={errors.endDate?.message} required>
        {(p) => <DateInput {...p} {...register('endDate')} />}
      </FormField>
      <FormField label="CFP Deadline" error={errors.cfpDeadline?.message}>
        {(p) => <DateInput {...p} {...register('cfpDeadline')} />}
      </FormField>
      <FormField label="Notes" error={errors.notes?.message} className="sm:col-span-2">
        {(p) => <Textarea {...p} rows={3} {...register('notes')} />}
      </FormField>
    </div>
  );
}
