import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { Controller, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { TRIP_GO_AGAIN } from '@shared/domain';
import { type Trip, tripReportInputSchema } from '@shared/schemas/trip';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { formatLabel } from '@web/lib/format';
import { useEventSubmissions } from '../api/trip-talks';

type ReportInput = z.input<typeof tripReportInputSchema>;
type ReportOutput = z.output<typeof tripReportInputSchema>;
type ReportValues = {
  summary: string;
  peopleReached: string;
  leads: string;
  submissionIds: number[];
  rating: string;
  goAgain: string;
  links: { label: string; url: string }[];
};

/** The form's values: the saved report's, or empty. */
export function reportValues(report: Trip['report']): ReportValues {
  const text = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    summary: report?.summary ?? '',
    peopleReached: text(report?.peopleReached),
    leads: text(report?.leads),
    submissionIds: report?.submissionIds ?? [],
    rating: text(report?.rating),
    goAgain: report?.goAgain ?? '',
    links: report?.links ?? [],
  };
}

/** Empty choices and counts are no answer (null), not zero. */
const orNull = (value: string) => (value.trim() === '' ? null : value);
const toInput = (values: ReportValues): ReportInput => ({
  ...values,
  peopleReached: orNull(values.peopleReached),
  leads: orNull(values.leads),
  rating: orNull(values.rating),
  goAgain: (orNull(values.goAgain) as ReportInput['goAgain']) ?? null,
});

const COUNTS = [
  ['peopleReached', 'People reached'],
  ['leads', 'Conversations or leads'],
] as const;

const reportFormSchema = z.preprocess(
  (values: ReportValues) => toInput(values),
  tripReportInputSchema,
);

/**
 * The trip report: summary (required), people reached, leads, talks given (the event's CFP
 * submissions), a rating of the event, go again, and links. Validated by the shared schema.
 */
export function TripReportForm({
  trip,
  submitting,
  onSubmit,
  onCancel,
  serverErrors,
}: {
  trip: Trip;
  submitting: boolean;
  onSubmit: (body: ReportOutput) => void;
  onCancel?: () => void;
  serverErrors?: Record<string, string>;
}) {
  const talksId = useId();
  const talks = useEventSubmissions(trip.eventId);
  const form = useForm<ReportValues, unknown, ReportOutput>({
    resolver: zodResolver(reportFormSchema) as unknown as Resolver<
      ReportValues,
      unknown,
      ReportOutput
    >,
    defaultValues: reportValues(trip.report),
  });
  const links = useFieldArray({ control: form.control, name: 'links' });
  const { errors } = form.formState;
  const message = (name: string, own?: string) => own ?? serverErrors?.[name];

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <FormField label="Summary" required error={message('summary', errors.summary?.message)}>
        {(props) => <Textarea rows={5} {...props} {...form.register('summary')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {COUNTS.map(([name, label]) => (
          <FormField key={name} label={label} error={message(name, errors[name]?.message)}>
            {(props) => (
              <Input
                type="number"
                min={0}
                inputMode="numeric"
                {...props}
                {...form.register(name)}
              />
            )}
          </FormField>
        ))}
        <FormField label="Rating of the event" error={message('rating', errors.rating?.message)}>
          {(props) => (
            <NativeSelect {...props} {...form.register('rating')}>
              <option value="">Not rated</option>
              {[1, 2, 3, 4, 5].map((rating) => (
                <option key={rating} value={rating}>
                  {rating} of 5
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Go again?" error={message('goAgain', errors.goAgain?.message)}>
          {(props) => (
            <NativeSelect {...props} {...form.register('goAgain')}>
              <option value="">No answer</option>
              {TRIP_GO_AGAIN.map((answer) => (
                <option key={answer} value={answer}>
                  {formatLabel(answer)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Talks given</legend>
        {talks.data && talks.data.length > 0 ? (
          <Controller
            control={form.control}
            name="submissionIds"
            render={({ field }) => (
              <ul className="grid gap-2">
                {talks.data.map((talk) => (
                  <li key={talk.id} className="flex items-center gap-2">
                    <Checkbox
                      id={`${talksId}-${talk.id}`}
                      checked={field.value.includes(talk.id)}
                      onCheckedChange={(checked) =>
                        field.onChange(
                          checked === true
                            ? [...field.value, talk.id]
                            : field.value.filter((id) => id !== talk.id),
                        )
                      }
                    />
                    <label htmlFor={`${talksId}-${talk.id}`} className="text-sm">
                      {talk.title}{' '}
                      <span className="text-muted-foreground">({formatLabel(talk.status)})</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          />
        ) : (
          <p className="text-muted-foreground text-sm">
            {talks.isPending
              ? 'Loading the event’s talks...'
              : 'No CFP submissions for this event.'}
          </p>
        )}
        {message('submissionIds') && (
          <p className="text-sm text-red-700 dark:text-red-300">{message('submissionIds')}</p>
        )}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Links (recording, slides, blog post)</legend>
        {links.fields.map((link, index) => (
          <div
            key={link.id}
            className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-start"
          >
            <FormField
              label={`Link ${index + 1} label`}
              error={message(`links.${index}.label`, errors.links?.[index]?.label?.message)}
            >
              {(props) => (
                <Input placeholder="Slides" {...props} {...form.register(`links.${index}.label`)} />
              )}
            </FormField>
            <FormField
              label={`Link ${index + 1} address`}
              error={message(`links.${index}.url`, errors.links?.[index]?.url?.message)}
            >
              {(props) => (
                <Input
                  type="url"
                  placeholder="https://"
                  {...props}
                  {...form.register(`links.${index}.url`)}
                />
              )}
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="sm:mt-6"
              aria-label={`Remove link ${index + 1}`}
              onClick={() => links.remove(index)}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => links.append({ label: '', url: '' })}
          >
            <PlusIcon aria-hidden="true" />
            Add a link
          </Button>
        </div>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Saving...' : 'Save trip report'}
        </Button>
      </div>
    </form>
  );
}
