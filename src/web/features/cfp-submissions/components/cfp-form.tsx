import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CFP_STATUSES } from '@shared/domain';
import {
  cfpSubmissionCreateSchema,
  type CfpSubmissionCreate,
  type NewCfpSubmission,
} from '@shared/schemas/cfp-submission';
import { EnumSelectField } from '@web/components/forms/enum-select-field';
import { EventField } from '@web/components/records/event-field';
import { FormActions } from '@web/components/records/form-actions';
import { DateInput } from '@web/components/ui/date-input';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';

type CfpFormProps = {
  defaultValues: CfpSubmissionCreate;
  /** The event fixed by `?eventId=`: its name replaces the event choice. */
  fixedEventName?: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (body: NewCfpSubmission) => void;
  onCancel: () => void;
};

/** Add and edit form of a CFP submission, validated by the shared schema. */
export function CfpForm({
  defaultValues,
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

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <EventField
        control={form.control}
        error={errors.eventId?.message}
        fixedEventName={fixedEventName}
      />
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
      <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
    </form>
  );
}
