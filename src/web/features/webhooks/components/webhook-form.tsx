import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import {
  WEBHOOK_EVENT_KIND_LABELS,
  WEBHOOK_EVENT_KINDS,
  WEBHOOK_KIND_LABELS,
  WEBHOOK_KINDS,
  WEBHOOK_TEAM_NOTICE_LABELS,
  WEBHOOK_TEAM_NOTICES,
  webhookEndpointSchemas,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEventKind,
  type WebhookKind,
  type WebhookTeamNotice,
} from '@shared/schemas/webhook';
import { EnumSelectField } from '@web/components/forms/enum-select-field';
import { FormActions } from '@web/components/records/form-actions';
import type { RecordFormSlot } from '@web/components/records/record-form-dialog';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';

type Values = {
  url: string;
  description: string;
  kind: WebhookKind;
  eventKinds: WebhookEventKind[];
  teamNotices: WebhookTeamNotice[];
};

// http is let through here: only the server knows WEBHOOKS_ALLOW_HTTP, and its 400 lands on the field.
const resolver = zodResolver(
  webhookEndpointSchemas({ allowHttp: true }).create,
) as unknown as Resolver<Values>;

const valuesOf = (endpoint: WebhookEndpoint | undefined): Values => ({
  url: endpoint?.url ?? '',
  description: endpoint?.description ?? '',
  kind: endpoint?.kind ?? 'standard',
  eventKinds: endpoint?.eventKinds ?? [],
  teamNotices: endpoint?.teamNotices ?? [],
});

type WebhookFormProps = {
  slot: RecordFormSlot<WebhookEndpoint>;
  submit: (body: WebhookEndpointCreate) => void;
  /** The last save's error: a 400's field messages go under their fields. */
  error: Error | null;
};

/** The endpoint's URL, description, kind, event kinds and (Slack and Teams) team notices. */
export function WebhookForm({ slot, submit, error }: WebhookFormProps) {
  const form = useForm<Values>({ resolver, defaultValues: valuesOf(slot.record) });
  const { register, control, setError, setValue, formState } = form;
  const errors = formState.errors;
  const kind = useWatch({ control, name: 'kind' });
  const chat = kind !== 'standard';

  // A standard endpoint posts no team notices: the boxes ticked for Slack go with the choice.
  useEffect(() => {
    if (!chat) setValue('teamNotices', []);
  }, [chat, setValue]);

  useEffect(() => {
    if (!(error instanceof ApiError) || !error.errors) return;
    for (const [field, message] of Object.entries(error.errors)) {
      if (field in valuesOf(undefined)) setError(field as keyof Values, { message });
    }
  }, [error, setError]);

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ url, description, kind: chosen, eventKinds, teamNotices }) =>
        // Not the schema's `enabled` default: an edit must not switch a disabled endpoint on.
        submit({ url, description, kind: chosen, eventKinds, teamNotices }),
      )}
    >
      <FormField
        label="URL"
        error={errors.url?.message}
        required
        description="Where deliveries are posted: https, and not a private address."
      >
        {(p) => <Input {...p} type="url" inputMode="url" {...register('url')} />}
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        {(p) => <Textarea {...p} rows={2} {...register('description')} />}
      </FormField>
      <EnumSelectField
        control={control}
        name="kind"
        label="Kind"
        error={errors.kind?.message}
        options={WEBHOOK_KINDS}
        optionLabel={(value) => WEBHOOK_KIND_LABELS[value]}
        required
      />
      <CheckboxGroup
        control={control}
        name="eventKinds"
        legend="Event kinds"
        options={WEBHOOK_EVENT_KINDS}
        labels={WEBHOOK_EVENT_KIND_LABELS}
        error={errors.eventKinds?.message}
      />
      {chat && (
        <CheckboxGroup
          control={control}
          name="teamNotices"
          legend="Team notices"
          description={`Posted to the ${WEBHOOK_KIND_LABELS[kind]} channel too.`}
          options={WEBHOOK_TEAM_NOTICES}
          labels={WEBHOOK_TEAM_NOTICE_LABELS}
          error={errors.teamNotices?.message}
        />
      )}
      <FormActions
        submitLabel={slot.submitLabel}
        submitting={slot.submitting}
        onCancel={slot.onCancel}
      />
    </form>
  );
}

type CheckboxGroupProps<T extends string> = {
  control: Control<Values>;
  name: 'eventKinds' | 'teamNotices';
  legend: string;
  description?: string;
  options: readonly T[];
  labels: Record<T, string>;
  error: string | undefined;
};

function CheckboxGroup<T extends string>({
  control,
  name,
  legend,
  description,
  options,
  labels,
  error,
}: CheckboxGroupProps<T>) {
  const errorId = `webhook-${name}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {description && <p className="text-muted-foreground -mt-1 text-sm">{description}</p>}
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const value = field.value as string[];
          return (
            <div className="grid gap-2 sm:grid-cols-2">
              {options.map((option, index) => (
                <div key={option} className="flex items-center gap-2">
                  <Checkbox
                    ref={index === 0 ? field.ref : undefined}
                    id={`webhook-${name}-${option}`}
                    checked={value.includes(option)}
                    aria-invalid={error ? true : undefined}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked ? [...value, option] : value.filter((item) => item !== option),
                      )
                    }
                  />
                  <Label htmlFor={`webhook-${name}-${option}`} className="font-normal">
                    {labels[option]}
                  </Label>
                </div>
              ))}
            </div>
          );
        }}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
