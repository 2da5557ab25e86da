import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { TRIP_ROLES } from '@shared/domain';
import { tripCreateSchema, type NewTrip } from '@shared/schemas/trip';
import { EnumSelectField } from '@web/components/forms/enum-select-field';
import { PersonPicker } from '@web/components/pickers/person-picker';
import { EventField } from '@web/components/records/event-field';
import { FormActions } from '@web/components/records/form-actions';
import { DateInput } from '@web/components/ui/date-input';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { useDefaultCurrency } from '@web/lib/version';
import { TripLinesEditor, type LineErrors } from './trip-lines-editor';

export type TripFormValues = z.input<typeof tripCreateSchema>;

type TripFormProps = {
  defaultValues: TripFormValues;
  /** The event fixed by `?eventId=`: its name replaces the event choice. */
  fixedEventName?: string;
  /** Admins choose the traveller; for everyone else it is `travellerName`. */
  chooseTraveller: boolean;
  travellerName: string;
  /** False once the estimate is settled (approved and on): its lines are shown, not sent. */
  estimateEditable: boolean;
  /** The last save's error and when it was sent: its field messages go under their fields. */
  serverError: Error | null;
  submittedAt: number;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (body: NewTrip) => void;
  onCancel: () => void;
};

/** The estimate lines' messages by line, from the form's nested errors. */
function lineErrorsOf(errors: FieldErrors<TripFormValues>['lines']): (LineErrors | undefined)[] {
  if (!Array.isArray(errors)) return [];
  return errors.map((line) =>
    line
      ? Object.fromEntries(
          Object.entries(line).flatMap(([field, error]) => {
            const message = (error as { message?: string } | undefined)?.message;
            return message ? [[field, message]] : [];
          }),
        )
      : undefined,
  );
}

/** "Plan a trip" and its edit: event, traveller, role, dates, notes and the estimate's lines. */
export function TripForm({
  defaultValues,
  fixedEventName,
  chooseTraveller,
  travellerName,
  estimateEditable,
  serverError,
  submittedAt,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: TripFormProps) {
  const form = useForm<TripFormValues, unknown, NewTrip>({
    resolver: zodResolver(tripCreateSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const defaultCurrency = useDefaultCurrency();

  // The API's field messages ('lines.0.estimate': …) of a save sent from this form.
  const [shownAt] = useState(() => Date.now());
  useEffect(() => {
    if (!(serverError instanceof ApiError) || !serverError.errors || submittedAt < shownAt) return;
    for (const [field, message] of Object.entries(serverError.errors))
      form.setError(field as Path<TripFormValues>, { message }, { shouldFocus: true });
  }, [serverError, submittedAt, shownAt, form]);

  const submit = form.handleSubmit(({ lines, ...trip }) =>
    onSubmit(estimateEditable ? { ...trip, lines } : (trip as NewTrip)),
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <EventField
        control={form.control}
        error={errors.eventId?.message}
        fixedEventName={fixedEventName}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {chooseTraveller ? (
          <FormField label="Traveller" error={errors.travellerId?.message}>
            {(props) => (
              <Controller
                control={form.control}
                name="travellerId"
                render={({ field }) => (
                  <PersonPicker
                    {...props}
                    ref={field.ref}
                    value={typeof field.value === 'number' ? field.value : undefined}
                    valueLabel={travellerName}
                    placeholder="Yourself"
                    onChange={(id) => field.onChange(id ?? undefined)}
                    onBlur={field.onBlur}
                  />
                )}
              />
            )}
          </FormField>
        ) : (
          <p className="self-end text-sm">
            <span className="text-muted-foreground">Traveller: </span>
            <span className="font-medium">{travellerName}</span>
          </p>
        )}
        <EnumSelectField
          control={form.control}
          name="role"
          label="Role"
          required
          error={errors.role?.message}
          options={TRIP_ROLES}
          placeholder="Select a role"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Departure" error={errors.departDate?.message}>
          {(props) => <DateInput {...props} {...form.register('departDate')} />}
        </FormField>
        <FormField label="Return" error={errors.returnDate?.message}>
          {(props) => <DateInput {...props} {...form.register('returnDate')} />}
        </FormField>
      </div>
      <FormField label="Notes" error={errors.notes?.message}>
        {(props) => <Textarea rows={2} {...props} {...form.register('notes')} />}
      </FormField>
      {estimateEditable ? (
        <Controller
          control={form.control}
          name="lines"
          render={({ field }) => (
            <TripLinesEditor
              lines={field.value ?? []}
              onChange={field.onChange}
              column="estimate"
              defaultCurrency={defaultCurrency}
              errors={lineErrorsOf(errors.lines)}
            />
          )}
        />
      ) : (
        <p className="text-muted-foreground text-sm">
          The estimate is settled once the trip is approved; its lines stay as they are.
        </p>
      )}
      <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
    </form>
  );
}
