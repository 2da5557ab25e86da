import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import {
  STAKEHOLDER_MISSING_MESSAGE,
  stakeholderCreateSchema,
  type NewStakeholder,
  type StakeholderCreate,
} from '@shared/schemas/stakeholder';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { FormActions } from '@web/components/records/form-actions';
import { FormField, type FormControlProps } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { roleLabel, SCREEN_ROLES } from './stakeholder-roles';

type StakeholderFormProps = {
  defaultValues: StakeholderCreate;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (body: NewStakeholder) => void;
  onCancel: () => void;
};

/**
 * A field's own message; the 'Missing information' one is shown once, above the form, and under
 * the field as 'Name is required'.
 */
const ownMessage = (error: FieldError | undefined) =>
  error?.message === STAKEHOLDER_MISSING_MESSAGE ? 'Required' : error?.message;

/** Add and edit form of a stakeholder, validated by the shared schema. */
export function StakeholderForm(props: StakeholderFormProps) {
  const { defaultValues, submitLabel, submitting, onSubmit, onCancel } = props;
  const alertId = useId();
  const form = useForm<StakeholderCreate, unknown, NewStakeholder>({
    resolver: zodResolver(stakeholderCreateSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const missing = Object.values(errors).some(
    (error) => error?.message === STAKEHOLDER_MISSING_MESSAGE,
  );
  const roles: string[] = [...SCREEN_ROLES];
  // An older role (accepted by the API, not offered) stays choosable on the record that has it.
  if (defaultValues.role && !roles.includes(defaultValues.role)) roles.push(defaultValues.role);

  /** Marks a field invalid and points it at the shared message when that is its error. */
  const control = (controlProps: FormControlProps, name: keyof StakeholderCreate) => {
    const error = errors[name];
    const describedBy = [
      controlProps['aria-describedby'],
      error?.message === STAKEHOLDER_MISSING_MESSAGE ? alertId : null,
    ]
      .filter(Boolean)
      .join(' ');
    return {
      ...controlProps,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      {missing && (
        <Alert variant="destructive" id={alertId}>
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{STAKEHOLDER_MISSING_MESSAGE}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" required error={ownMessage(errors.name)}>
          {(p) => <Input {...control(p, 'name')} {...form.register('name')} />}
        </FormField>
        <FormField label="Email" required error={ownMessage(errors.email)}>
          {(p) => <Input type="email" {...control(p, 'email')} {...form.register('email')} />}
        </FormField>
        <FormField label="Role" required error={ownMessage(errors.role)}>
          {(p) => (
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select value={field.value || undefined} onValueChange={field.onChange}>
                  <SelectTrigger {...control(p, 'role')} ref={field.ref}>
                    <SelectValue placeholder="Select a role" />
                  </SelectTrigger>
                  <SelectContent>
                    {roles.map((role) => (
                      <SelectItem key={role} value={role}>
                        {roleLabel(role)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField label="Organization" required error={ownMessage(errors.organization)}>
          {(p) => <Input {...control(p, 'organization')} {...form.register('organization')} />}
        </FormField>
      </div>
      <FormField label="Department" error={errors.department?.message}>
        {(p) => <Input {...p} {...form.register('department')} />}
      </FormField>
      <FormField label="Notes" error={errors.notes?.message}>
        {(p) => <Textarea rows={3} {...p} {...form.register('notes')} />}
      </FormField>
      <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
    </form>
  );
}
