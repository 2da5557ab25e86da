import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { LIMITS, SETTINGS_PAGE_ROLES } from '@shared/domain';
import { settingsProfileFormSchema, type User } from '@shared/schemas/user';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { useProfileSave } from './use-profile-save';
import { isSettingsRole, SETTINGS_ROLE_LABELS } from './settings-roles';

type Values = z.input<typeof settingsProfileFormSchema>;

/** Settings → Profile form (5 roles, bio ≤ 160, job title ≥ 2). */
const valuesOf = (user: User): DefaultValues<Values> => ({
  name: user.name ?? '',
  email: user.email ?? '',
  role: isSettingsRole(user.role) ? user.role : undefined,
  jobTitle: user.jobTitle ?? '',
  bio: user.bio ?? '',
});

export function SettingsProfileForm({ user }: { user: User }) {
  const form = useForm<Values>({
    resolver: zodResolver(settingsProfileFormSchema),
    defaultValues: valuesOf(user),
  });
  const profile = useProfileSave(user, {
    successTitle: 'Profile Updated',
    // Another account holding the address is known only to the server: shown on the field.
    onEmailTaken: (message) => form.setError('email', { message }, { shouldFocus: true }),
    onReload: (current) => form.reset(valuesOf(current)),
  });
  const { errors } = form.formState;
  const bioLength = useWatch({ control: form.control, name: 'bio' })?.length ?? 0;

  const save = form.handleSubmit((values) =>
    profile.save({
      name: values.name,
      email: values.email,
      role: values.role,
      jobTitle: values.jobTitle,
      bio: values.bio?.trim() || null,
    }),
  );

  return (
    <form noValidate onSubmit={save} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Full Name" required error={errors.name?.message}>
          {(props) => <Input autoComplete="name" {...props} {...form.register('name')} />}
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          {(props) => (
            <Input type="email" autoComplete="email" {...props} {...form.register('email')} />
          )}
        </FormField>
        <FormField label="Role" required error={errors.role?.message}>
          {(props) => (
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select value={field.value ?? ''} onValueChange={field.onChange}>
                  <SelectTrigger {...props}>
                    <SelectValue placeholder="Select a role" />
                  </SelectTrigger>
                  <SelectContent>
                    {SETTINGS_PAGE_ROLES.map((role) => (
                      <SelectItem key={role} value={role}>
                        {SETTINGS_ROLE_LABELS[role]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField label="Job Title" required error={errors.jobTitle?.message}>
          {(props) => <Input {...props} {...form.register('jobTitle')} />}
        </FormField>
      </div>
      <FormField
        label="Bio"
        error={errors.bio?.message}
        description={`${bioLength}/${LIMITS.bioMax} characters`}
      >
        {(props) => <Textarea rows={4} {...props} {...form.register('bio')} />}
      </FormField>
      <Button type="submit" className="justify-self-end" disabled={profile.saving}>
        {profile.saving ? 'Saving...' : 'Save Changes'}
      </Button>
      {profile.conflictDialog}
    </form>
  );
}
