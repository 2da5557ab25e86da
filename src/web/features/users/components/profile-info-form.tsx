import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PROFILE_PAGE_ROLES } from '@shared/domain';
import { profilePageFormSchema, type User } from '@shared/schemas/user';
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

type Values = z.input<typeof profilePageFormSchema>;
type Role = (typeof PROFILE_PAGE_ROLES)[number];

const isProfileRole = (role: string | null): role is Role =>
  (PROFILE_PAGE_ROLES as readonly (string | null)[]).includes(role);

/** The profile page's edit form (name required, valid email, 7 roles). */
const valuesOf = (user: User): Values => ({
  name: user.name ?? '',
  email: user.email ?? '',
  jobTitle: user.jobTitle ?? '',
  bio: user.bio ?? '',
  role: isProfileRole(user.role) ? user.role : undefined,
});

export function ProfileInfoForm({ user, onDone }: { user: User; onDone: () => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(profilePageFormSchema),
    defaultValues: valuesOf(user),
  });
  const profile = useProfileSave(user, {
    successTitle: 'Profile updated',
    onSuccess: onDone,
    // Another account holding the address is known only to the server: shown on the field.
    onEmailTaken: (message) => form.setError('email', { message }, { shouldFocus: true }),
    onReload: (current) => form.reset(valuesOf(current)),
  });
  const { errors } = form.formState;

  const save = form.handleSubmit((values) =>
    profile.save({
      name: values.name,
      email: values.email,
      role: values.role,
      jobTitle: values.jobTitle?.trim() || null,
      bio: values.bio?.trim() || null,
    }),
  );

  return (
    <form noValidate onSubmit={save} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" required error={errors.name?.message}>
          {(props) => <Input autoComplete="name" {...props} {...form.register('name')} />}
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          {(props) => (
            <Input type="email" autoComplete="email" {...props} {...form.register('email')} />
          )}
        </FormField>
        <FormField label="Role" error={errors.role?.message}>
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
                    {PROFILE_PAGE_ROLES.map((role) => (
                      <SelectItem key={role} value={role}>
                        {role}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField label="Job Title" error={errors.jobTitle?.message}>
          {(props) => <Input {...props} {...form.register('jobTitle')} />}
        </FormField>
      </div>
      <FormField label="Bio" error={errors.bio?.message}>
        {(props) => <Textarea rows={4} {...props} {...form.register('bio')} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={profile.saving}>
          {profile.saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
      {profile.conflictDialog}
    </form>
  );
}
