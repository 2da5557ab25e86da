import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CFP_STATUSES } from '@shared/domain';
import {
  cfpSubmissionCreateSchema,
  type CfpSubmissionCreate,
  type NewCfpSubmission,
} from '@shared/schemas/cfp-submission';
import type { Talk } from '@shared/schemas/talk';
import { EnumSelectField } from '@web/components/forms/enum-select-field';
import { TalkPicker } from '@web/components/pickers/talk-picker';
import { EventField } from '@web/components/records/event-field';
import { FormActions } from '@web/components/records/form-actions';
import { SimilarSubmissionsAlert } from '@web/components/records/similar-submissions';
import { DateInput } from '@web/components/ui/date-input';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useSimilarCheck } from './use-similar-check';

type CfpFormProps = {
  defaultValues: CfpSubmissionCreate;
  /** The submission being edited (its defaults are what it was); absent when adding. */
  recordId?: number;
  /** The event fixed by `?eventId=`: its name replaces the event choice. */
  fixedEventName?: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (body: NewCfpSubmission) => void;
  onCancel: () => void;
};

/**
 * Add and edit form of a CFP submission, validated by the shared schema. A talk chosen from the
 * library fills title, abstract and submitter (its speakers) as "Submit to CFP" does. Before
 * saving, teammates' submissions of the same talk or a similar title to the event are shown with
 * "Save anyway".
 */
export function CfpForm({
  defaultValues,
  recordId,
  fixedEventName,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: CfpFormProps) {
  const form = useForm<CfpSubmissionCreate, unknown, NewCfpSubmission>({
    resolver: zodResolver(cfpSubmissionCreateSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const similar = useSimilarCheck(
    recordId === undefined
      ? undefined
      : {
          id: recordId,
          eventId: defaultValues.eventId,
          title: defaultValues.title,
          talkId: defaultValues.talkId,
        },
  );
  const { dismiss } = similar;
  useEffect(
    () =>
      form.subscribe({
        name: ['eventId', 'title', 'talkId'],
        formState: { values: true },
        callback: dismiss,
      }),
    [form, dismiss],
  );

  const fillFromTalk = (talk: Talk | null) => {
    form.setValue('talkId', talk ? talk.id : null, { shouldDirty: true });
    if (!talk) return;
    const copied = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('title', talk.title, copied);
    form.setValue('abstract', talk.abstract, copied);
    form.setValue('submitterName', talk.speakers.map((speaker) => speaker.name).join(', '), copied);
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => similar.save(body, onSubmit))}
      className="grid gap-4"
    >
      <EventField
        control={form.control}
        error={errors.eventId?.message}
        fixedEventName={fixedEventName}
      />
      <FormField
        label="Talk"
        description="A talk from the library fills the title, abstract and submitter."
        error={errors.talkId?.message}
      >
        {(props) => (
          <Controller
            control={form.control}
            name="talkId"
            render={({ field }) => (
              <TalkPicker
                {...props}
                ref={field.ref}
                value={typeof field.value === 'number' ? field.value : null}
                onChange={fillFromTalk}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </FormField>
      <FormField label="Title" required error={errors.title?.message}>
        {(props) => <Input {...props} {...form.register('title')} />}
      </FormField>
      <FormField label="Abstract" required error={errors.abstract?.message}>
        {(props) => <Textarea rows={4} {...props} {...form.register('abstract')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Submitter Name" required error={errors.submitterName?.message}>
          {(props) => <Input {...props} {...form.register('submitterName')} />}
        </FormField>
        <EnumSelectField
          control={form.control}
          name="status"
          label="Status"
          required
          error={errors.status?.message}
          options={CFP_STATUSES}
          placeholder="Select a status"
        />
      </div>
      <FormField label="Submission Date" error={errors.submissionDate?.message}>
        {(props) => <DateInput {...props} {...form.register('submissionDate')} />}
      </FormField>
      <FormField label="Notes" error={errors.notes?.message}>
        {(props) => <Textarea rows={3} {...props} {...form.register('notes')} />}
      </FormField>
      {similar.warnings && (
        <SimilarSubmissionsAlert
          title="Already submitted to this event: this talk or a similar title"
          warnings={similar.warnings}
        />
      )}
      {/* One set of buttons whose labels change, so the focus stays on the submit button. */}
      <FormActions
        submitLabel={similar.warnings ? 'Save anyway' : submitLabel}
        submitting={submitting}
        onCancel={similar.warnings ? dismiss : onCancel}
      />
    </form>
  );
}
