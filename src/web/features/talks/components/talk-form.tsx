import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { TALK_DURATION, TALK_FORMATS, TALK_LEVELS } from '@shared/domain';
import { talkCreateSchema, type TalkSpeakerRef } from '@shared/schemas/talk';
import { EnumSelectField } from '@web/components/forms/enum-select-field';
import { FormActions } from '@web/components/records/form-actions';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { TalkSpeakersField, type TalkSpeakerChoice } from './talk-speakers-field';

/**
 * The talk's fields; tags typed as one comma-separated line; speakers held with their names and
 * sent as `{ speakerId }` or `{ userId }` in order.
 */
export const talkFormSchema = talkCreateSchema.extend({
  tags: z
    .string()
    .transform((line) => line.split(','))
    .pipe(talkCreateSchema.shape.tags.removeDefault()),
  speakers: z
    .array(z.custom<TalkSpeakerChoice>())
    .min(1, 'A talk needs at least one speaker')
    .transform((choices) =>
      choices.map(({ speakerId, userId }): TalkSpeakerRef =>
        speakerId === undefined ? { userId } : { speakerId },
      ),
    ),
});
export type TalkFormValues = z.input<typeof talkFormSchema>;
export type TalkFormOutput = z.output<typeof talkFormSchema>;

type TalkFormProps = {
  defaultValues: TalkFormValues;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (body: TalkFormOutput) => void;
  onCancel: () => void;
};

/** An empty number box is no duration; anything else is checked by the schema. */
const minutes = (value: unknown) => (value === '' || value == null ? null : Number(value));

/** Add and edit form of a talk, validated by the shared schema. */
export function TalkForm({
  defaultValues,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: TalkFormProps) {
  const form = useForm<TalkFormValues, unknown, TalkFormOutput>({
    resolver: zodResolver(talkFormSchema),
    defaultValues,
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <FormField label="Title" required error={errors.title?.message}>
        {(props) => <Input {...props} {...form.register('title')} />}
      </FormField>
      <FormField label="Abstract" required error={errors.abstract?.message}>
        {(props) => <Textarea rows={6} {...props} {...form.register('abstract')} />}
      </FormField>
      <FormField label="Speakers" required error={errors.speakers?.message}>
        {(props) => (
          <Controller
            control={form.control}
            name="speakers"
            render={({ field }) => (
              <TalkSpeakersField {...props} value={field.value} onChange={field.onChange} />
            )}
          />
        )}
      </FormField>
      <FormField label="Short Description" error={errors.shortDescription?.message}>
        {(props) => <Textarea rows={2} {...props} {...form.register('shortDescription')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <EnumSelectField
          control={form.control}
          name="level"
          label="Level"
          error={errors.level?.message}
          options={TALK_LEVELS}
          placeholder="Select a level"
        />
        <EnumSelectField
          control={form.control}
          name="format"
          label="Format"
          required
          error={errors.format?.message}
          options={TALK_FORMATS}
          placeholder="Select a format"
        />
        <FormField label="Duration (minutes)" error={errors.durationMinutes?.message}>
          {(props) => (
            <Input
              type="number"
              min={TALK_DURATION.min}
              max={TALK_DURATION.max}
              {...props}
              {...form.register('durationMinutes', { setValueAs: minutes })}
            />
          )}
        </FormField>
        <FormField label="Language" error={errors.language?.message}>
          {(props) => <Input {...props} {...form.register('language')} />}
        </FormField>
      </div>
      <FormField label="Tags" description="Separated by commas" error={errors.tags?.message}>
        {(props) => <Input {...props} {...form.register('tags')} />}
      </FormField>
      <FormField label="Notes" error={errors.notes?.message}>
        {(props) => <Textarea rows={3} {...props} {...form.register('notes')} />}
      </FormField>
      <FormActions submitLabel={submitLabel} submitting={submitting} onCancel={onCancel} />
    </form>
  );
}
