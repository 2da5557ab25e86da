import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { LIMITS, PROFILE_PAGE_ROLES, SETTINGS_PAGE_ROLES } from '@shared/domain';
import { profilePageFormSchema, settingsProfileFormSchema, type User } from '@shared/schemas/user';
import { EnumSelectField } from '@web/components/forms/enum-select-field';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { SETTINGS_ROLE_LABELS, type SettingsRole } from './settings-roles';
import { useProfileSave } from './use-profile-save';

/** What both screens' forms hold; each screen's schema checks it by its own rules. */
type ProfileValues = {
  name: string;
  email: string;
  role?: string;
  jobTitle?: string;
  bio?: string;
};

/**
 * The two screens' rules, as the product gives them: the profile page offers seven roles by
 * name, all optional but name and email, and says 'Profile updated'; Settings offers five role
 * codes, requires a role and a job title (≥ 2), counts the bio (≤ 160) and says 'Profile Updated'.
 */
const VARIANTS = {
  profile: {
    resolver: zodResolver(profilePageFormSchema) as unknown as Resolver<ProfileValues>,
    roles: PROFILE_PAGE_ROLES as readonly string[],
    roleLabel: (role: string) => role,
    nameLabel: 'Name',
    strict: false,
    successTitle: 'Profile updated',
    /** An empty job title clears it. */
    jobTitle: (value: string | undefined) => value?.trim() || null,
  },
  settings: {
    resolver: zodResolver(settingsProfileFormSchema) as unknown as Resolver<ProfileValues>,
    roles: SETTINGS_PAGE_ROLES as readonly string[],
    roleLabel: (role: string) => SETTINGS_ROLE_LABELS[role as SettingsRole],
    nameLabel: 'Full Name',
    strict: true,
    successTitle: 'Profile Updated',
    /** Required, and trimmed by the schema. */
    jobTitle: (value: string | undefined) => value,
  },
} as const;

type ProfileFormProps =
  /** The profile page's edit form, left by Cancel or a save. */
  | { variant: 'profile'; user: User; onDone: () => void }
  /** Settings → Profile, always shown. */
  | { variant: 'settings'; user: User; onDone?: undefined };

/** The signed-in person's profile form, with the rules of the screen it is on. */
export function ProfileForm({ variant, user, onDone }: ProfileFormProps) {
  const rules = VARIANTS[variant];
  const valuesOf = (current: User): ProfileValues => ({
    name: current.name ?? '',
    email: current.email ?? '',
    role: current.role && rules.roles.includes(current.role) ? current.role : undefined,
    jobTitle: current.jobTitle ?? '',
    bio: current.bio ?? '',
  });
  const form = useForm<ProfileValues>({ resolver: rules.resolver, defaultValues: valuesOf(user) });
  const profile = useProfileSave(user, {
    successTitle: rules.successTitle,
    onSuccess: onDone,
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
      jobTitle: rules.jobTitle(values.jobTitle),
      bio: values.bio?.trim() || null,
    }),
  );
  const submit = (
    <Button
      type="submit"
      className={onDone ? undefined : 'justify-self-end'}
      disabled={profile.saving}
    >
      {profile.saving ? 'Saving...' : 'Save Changes'}
    </Button>
  );

  return (
    <form noValidate onSubmit={save} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={rules.nameLabel} required error={errors.name?.message}>
          {(props) => <Input autoComplete="name" {...props} {...form.register('name')} />}
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          {(props) => (
            <Input type="email" autoComplete="email" {...props} {...form.register('email')} />
          )}
        </FormField>
        <EnumSelectField
          control={form.control}
          name="role"
          label="Role"
          required={rules.strict}
          error={errors.role?.message}
          options={rules.roles}
          optionLabel={rules.roleLabel}
          placeholder="Select a role"
        />
        <FormField label="Job Title" required={rules.strict} error={errors.jobTitle?.message}>
          {(props) => <Input {...props} {...form.register('jobTitle')} />}
        </FormField>
      </div>
      <FormField
        label="Bio"
        error={errors.bio?.message}
        description={rules.strict ? `${bioLength}/${LIMITS.bioMax} characters` : undefined}
      >
        {(props) => <Textarea rows={4} {...props} {...form.register('bio')} />}
      </FormField>
      {onDone ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          {submit}
        </div>
      ) : (
        submit
      )}
      {profile.conflictDialog}
    </form>
  );
}
