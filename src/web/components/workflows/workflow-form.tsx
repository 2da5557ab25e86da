import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { WORKFLOW_PRIORITIES } from '@shared/domain';
import {
  MISSING_WORKFLOW_FIELDS,
  workflowCreateSchema,
  workflowUpdateSchema,
  type WorkflowCreate,
} from '@shared/schemas/approval-workflow';
import { EnumSelectField } from '@web/components/forms/enum-select-field';
import { EventPicker } from '@web/components/pickers/event-picker';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { FormField, type FormControlProps } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { ReviewerMultiSelect, type KnownReviewer } from './reviewer-multi-select';
import { RequestTypeSelect } from './workflow-selects';
import { titleCase } from './workflow-labels';
import { DateInput } from '@web/components/ui/date-input';
import { hasMissingFields, ownMessage, type WorkflowFormValues } from './workflow-form-values';

type WorkflowFormProps = {
  mode: 'create' | 'edit';
  defaultValues: WorkflowFormValues;
  submitting: boolean;
  /** Called with the API body the shared schema produced. */
  onSubmit: (body: WorkflowCreate) => void;
  onCancel: () => void;
  /** The requester, whom the reviewer picker leaves out: nobody reviews their own request. */
  requesterId?: number | null;
  /** Why the reviewers cannot change (someone decided and the user is no admin); they stay as they are. */
  reviewersLocked?: string;
  /** The workflow's reviewers, named before the picker's search lists them. */
  knownReviewers?: readonly KnownReviewer[];
  /** Request type and event are given (a trip's travel request) and cannot change. */
  subjectFixed?: boolean;
};

/** Create and edit form of a workflow; the event and request type are fixed once created. */
export function WorkflowForm({
  mode,
  defaultValues,
  submitting,
  onSubmit,
  onCancel,
  requesterId,
  reviewersLocked,
  knownReviewers,
  subjectFixed = mode === 'edit',
}: WorkflowFormProps) {
  const alertId = useId();
  const schema = mode === 'create' ? workflowCreateSchema : workflowUpdateSchema;
  const form = useForm<WorkflowFormValues, unknown, WorkflowCreate>({
    resolver: zodResolver(schema) as unknown as Resolver<
      WorkflowFormValues,
      unknown,
      WorkflowCreate
    >,
    defaultValues,
  });
  const { errors } = form.formState;
  const missing = hasMissingFields(errors);

  /** Marks a field invalid; its message is shown once in the alert when it is the shared one. */
  const control = (props: FormControlProps, name: keyof WorkflowFormValues) => {
    const invalid = Boolean(errors[name]);
    const describedBy = [props['aria-describedby'], invalid && missing ? alertId : null]
      .filter(Boolean)
      .join(' ');
    return {
      ...props,
      'aria-invalid': invalid ? (true as const) : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      {missing && (
        <Alert variant="destructive" id={alertId}>
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription>{MISSING_WORKFLOW_FIELDS}</AlertDescription>
        </Alert>
      )}
      <FormField label="Title" required error={ownMessage(errors.title)}>
        {(props) => <Input {...control(props, 'title')} {...form.register('title')} />}
      </FormField>
      <FormField label="Description" error={ownMessage(errors.description)}>
        {(props) => <Textarea rows={3} {...props} {...form.register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Request Type" required error={ownMessage(errors.itemType)}>
          {(props) => (
            <Controller
              control={form.control}
              name="itemType"
              render={({ field }) => (
                <RequestTypeSelect
                  {...control(props, 'itemType')}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={subjectFixed}
                />
              )}
            />
          )}
        </FormField>
        <EnumSelectField
          control={form.control}
          name="priority"
          label="Priority"
          error={errors.priority?.message}
          options={WORKFLOW_PRIORITIES}
          optionLabel={titleCase}
        />
      </div>
      <FormField label="Event" required error={ownMessage(errors.itemId)}>
        {(props) => (
          <Controller
            control={form.control}
            name="itemId"
            render={({ field }) => (
              <EventPicker
                {...control(props, 'itemId')}
                ref={field.ref}
                value={field.value}
                onChange={(id) => field.onChange(id)}
                onBlur={field.onBlur}
                disabled={subjectFixed}
                className="aria-invalid:border-destructive"
              />
            )}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Due Date" error={ownMessage(errors.dueDate)}>
          {(props) => <DateInput {...props} {...form.register('dueDate')} />}
        </FormField>
        <FormField label="Estimated Costs" error={ownMessage(errors.estimatedCosts)}>
          {(props) => (
            <Input placeholder="e.g. $2,500" {...props} {...form.register('estimatedCosts')} />
          )}
        </FormField>
      </div>
      <FormField
        label="Reviewers"
        required
        description={reviewersLocked}
        error={ownMessage(errors.reviewerIds)}
      >
        {(props) => (
          <Controller
            control={form.control}
            name="reviewerIds"
            render={({ field }) => (
              <ReviewerMultiSelect
                {...control(props, 'reviewerIds')}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                excludeIds={requesterId ? [requesterId] : []}
                known={knownReviewers}
                disabled={Boolean(reviewersLocked)}
              />
            )}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitLabel(mode, submitting)}
        </Button>
      </DialogFooter>
    </form>
  );
}

function submitLabel(mode: 'create' | 'edit', submitting: boolean): string {
  if (mode === 'create') return submitting ? 'Creating...' : 'Create Workflow';
  return submitting ? 'Saving...' : 'Save Changes';
}
