import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { speakerCreateSchema, type Speaker } from '@shared/schemas/speaker';
import { AssetPicker } from '@web/components/pickers/asset-picker';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';

/** An external speaker's fields; links typed one per line. */
export const speakerFormSchema = speakerCreateSchema.extend({
  links: z
    .string()
    .transform((text) => text.split('\n').filter((line) => line.trim() !== ''))
    .pipe(speakerCreateSchema.shape.links.removeDefault()),
});
export type SpeakerFormValues = z.input<typeof speakerFormSchema>;
export type SpeakerFormOutput = z.output<typeof speakerFormSchema>;

export const EMPTY_SPEAKER: SpeakerFormValues = {
  name: '',
  email: '',
  company: '',
  bio: '',
  links: '',
  headshotAssetId: null,
  bioAssetId: null,
};

export function speakerFormValues(speaker: Speaker): SpeakerFormValues {
  return {
    name: speaker.name,
    email: speaker.email ?? '',
    company: speaker.company ?? '',
    bio: speaker.bio ?? '',
    links: speaker.links.join('\n'),
    headshotAssetId: speaker.headshotAssetId,
    bioAssetId: speaker.bioAssetId,
  };
}

/** The first message of the links: the list's own, or the first bad link's. */
function linksMessage(errors: FieldErrors<SpeakerFormValues>): string | undefined {
  const links = errors.links as
    Record<string, { message?: string } | string | undefined> | undefined;
  if (!links) return undefined;
  if (typeof links.message === 'string') return links.message;
  for (const error of Object.values(links)) {
    if (typeof error === 'object' && error.message) return error.message;
  }
  return undefined;
}

type SpeakerFieldsProps = {
  form: UseFormReturn<SpeakerFormValues, unknown, SpeakerFormOutput>;
  /** The headshot and bio asset pickers (the edit form; adding inline leaves them out). */
  withAssets?: boolean;
  /** Names of the chosen assets, for the pickers before they list them. */
  assetNames?: { headshot?: string; bio?: string };
};

/** Name, e-mail, company, bio and links of an external speaker; optionally their assets. */
export function SpeakerFields({ form, withAssets = false, assetNames = {} }: SpeakerFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Name" required error={errors.name?.message}>
        {(props) => <Input {...props} {...form.register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Email" error={errors.email?.message}>
          {(props) => <Input type="email" {...props} {...form.register('email')} />}
        </FormField>
        <FormField label="Company" error={errors.company?.message}>
          {(props) => <Input {...props} {...form.register('company')} />}
        </FormField>
      </div>
      <FormField label="Bio" error={errors.bio?.message}>
        {(props) => <Textarea rows={3} {...props} {...form.register('bio')} />}
      </FormField>
      <FormField label="Links" description="One web address per line" error={linksMessage(errors)}>
        {(props) => <Textarea rows={2} {...props} {...form.register('links')} />}
      </FormField>
      {withAssets && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Headshot" description="An asset of type headshot">
            {(props) => (
              <Controller
                control={form.control}
                name="headshotAssetId"
                render={({ field }) => (
                  <AssetPicker
                    {...props}
                    type="headshot"
                    value={field.value as number | null | undefined}
                    valueName={assetNames.headshot}
                    onChange={(asset) => field.onChange(asset?.id ?? null)}
                    clearLabel="No headshot"
                    placeholder="Select a headshot"
                  />
                )}
              />
            )}
          </FormField>
          <FormField label="Bio asset" description="An asset of type bio">
            {(props) => (
              <Controller
                control={form.control}
                name="bioAssetId"
                render={({ field }) => (
                  <AssetPicker
                    {...props}
                    type="bio"
                    value={field.value as number | null | undefined}
                    valueName={assetNames.bio}
                    onChange={(asset) => field.onChange(asset?.id ?? null)}
                    clearLabel="No bio asset"
                    placeholder="Select a bio"
                  />
                )}
              />
            )}
          </FormField>
        </div>
      )}
    </>
  );
}
