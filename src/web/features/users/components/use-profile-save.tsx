import { useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, User } from '@shared/schemas/user';
import { VersionConflictDialog } from '@web/components/records/version-conflict';
import { useVersionConflict, type ConflictField } from '@web/lib/version-conflict';
import { emailErrorOf, useUpdateProfile } from '../api/update-profile';
import { queryKeys } from '@web/lib/query-keys';

/** The profile forms' fields as the version-conflict dialog names them. */
const PROFILE_FIELDS: ConflictField<User>[] = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'role', label: 'Role' },
  { key: 'jobTitle', label: 'Job Title' },
  { key: 'bio', label: 'Bio' },
];

/**
 * Saving a profile form: sends the version the page knows (its own saves move it, so only a save
 * from elsewhere, such as another tab, meets a conflict) and renders the conflict dialog, whose
 * Reload puts the current profile on the page and into the form. An email another account holds
 * goes to `onEmailTaken`.
 */
export function useProfileSave(
  user: User,
  options: {
    successTitle: string;
    onSuccess?: () => void;
    onEmailTaken: (message: string) => void;
    onReload: (current: User) => void;
  },
) {
  const queryClient = useQueryClient();
  const update = useUpdateProfile({
    successTitle: options.successTitle,
    onSuccess: options.onSuccess,
  });
  const versions = useVersionConflict<User, ProfileUpdate>(user, true, { follow: true });

  const send = (body: ProfileUpdate, version: number | undefined) =>
    update.mutate(
      { id: user.id, ...body, version },
      {
        onError: (error) => {
          if (versions.caught(error, body)) return;
          const message = emailErrorOf(error);
          if (message) options.onEmailTaken(message);
        },
      },
    );

  return {
    save: (body: ProfileUpdate) => send(body, versions.version),
    saving: update.isPending,
    conflictDialog: (
      <VersionConflictDialog
        state={versions}
        noun="profile"
        fields={PROFILE_FIELDS}
        onReload={(current) => {
          queryClient.setQueryData(queryKeys.currentUser.key, current);
          options.onReload(current);
        }}
        onOverwrite={(current, body) => send(body, current.version)}
      />
    ),
  };
}
