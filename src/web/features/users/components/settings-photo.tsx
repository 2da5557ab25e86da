import { Trash2Icon, UploadIcon } from 'lucide-react';
import type { User } from '@shared/schemas/user';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useRemoveHeadshot } from '../api/remove-headshot';
import { HEADSHOT_UPLOAD_FALLBACK, useUploadHeadshot } from '../api/upload-headshot';
import { HeadshotAvatar } from './headshot-avatar';
import { useHeadshotFile } from './use-headshot-file';

/** Settings → profile photo: 'Upload New Photo' and 'Remove', with an inline alert on failure. */
export function SettingsPhoto({ user }: { user: User }) {
  const upload = useUploadHeadshot({
    successTitle: 'Headshot Uploaded',
    errorTitle: 'Upload Error',
  });
  const remove = useRemoveHeadshot({ successTitle: 'Headshot Removed' });
  const picker = useHeadshotFile((file) => upload.mutate({ id: user.id, file }));
  const error =
    picker.error ?? (upload.isError ? upload.error.message || HEADSHOT_UPLOAD_FALLBACK : undefined);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-4">
        <HeadshotAvatar user={user} className="text-xl" />
        <div className="grid gap-2">
          <p className="text-sm font-medium">Profile photo</p>
          <div className="flex flex-wrap gap-2">
            <input {...picker.inputProps} className="hidden" aria-label="Profile photo file" />
            <Button
              type="button"
              size="sm"
              onClick={() => {
                upload.reset();
                picker.choose();
              }}
              disabled={upload.isPending}
            >
              <UploadIcon aria-hidden="true" />
              {upload.isPending ? 'Uploading...' : 'Upload New Photo'}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => remove.mutate(user.id)}
              disabled={!user.headshot || remove.isPending}
            >
              <Trash2Icon aria-hidden="true" />
              Remove
            </Button>
          </div>
          <p className="text-muted-foreground text-xs">JPG, PNG or GIF, up to 10MB.</p>
        </div>
      </div>
      {error && (
        <Alert variant="destructive">
          <AlertTitle>Upload Error</AlertTitle>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
