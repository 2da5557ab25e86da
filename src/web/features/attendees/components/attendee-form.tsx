import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  attendeeCreateSchema,
  type AttendeeCreate,
  type NewAttendee,
} from '@shared/schemas/attendee';
import { SuggestionField } from '@web/components/forms/suggestion-input';
import { EventField } from '@web/components/records/event-field';
import { FormActions } from '@web/components/records/form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useAttendeeRoles } from './attendee-roles';

type AttendeeFormProps = {
  defaultValues: AttendeeCreate;
  /** The event fixed by `?eventId=`: its name replaces the event choice. */
  fixedEventName?: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (body: NewAttendee) => void;
  onCancel: () => void;
};

/** Add and edit form of an attendee, validated by the shared schema. */
export function AttendeeForm({
  defaultValues,
  fixedEventName,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: AttendeeFormProps) {
  const roles = useAttendeeRoles();
  const form = useForm<AttendeeCreate, unknown, NewAttendee>({
    resolver: zodResolver(attendeeCreateSchema),
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
      <FormField label="Name" required error={errors.name?.message}>
        {(props) => <Input {...props} {...form.register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Email" error={errors.email?.message}>
          {(props) => <Input type="email" {...props} {...form.register('email')} />}
        </FormField>
        <SuggestionField
          control={form.control}
          name="role"
          label="Role"
          error={errors.role?.message}
          suggestions={roles.offered}
          listLabel="Roles"
        />
      </div>
      <FormField label="Notes" error={errors.notes?.message}>
        {(props) => <Textarea rows={3} {...props} {...form.register('notes')} />}
      </FormField>
      <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
    </form>
  );
}
