import { Trash2Icon, UploadIcon } from 'lucide-react';
import type { User } from '@shared/schemas/user';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { useRemoveHeadshot } from '../api/remove-headshot';
import { useUploadHeadshot } from '../api/upload-headshot';
import { HeadshotAvatar } from './headshot-avatar';
import { useHeadshotFile } from './use-headshot-file';

/** The profile page's photo card: upload (rules checked first) and remove. */
export function ProfilePhotoCard({ user }: { user: User }) {
  const upload = useUploadHeadshot({
    successTitle: 'Profile photo updated',
    errorTitle: 'Upload failed',
  });
  const remove = useRemoveHeadshot({ successTitle: 'Profile photo removed' });
  const picker = useHeadshotFile((file) => upload.mutate({ id: user.id, file }));

  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">Profile Photo</h2>
        <CardDescription>JPG, PNG or GIF, up to 10MB.</CardDescription>
      </CardHeader>
      <CardContent className="grid justify-items-center gap-4">
        <HeadshotAvatar user={user} className="size-32 text-3xl" />
        <input {...picker.inputProps} className="hidden" aria-label="Profile photo file" />
        <div className="flex flex-wrap justify-center gap-2">
          <Button type="button" onClick={picker.choose} disabled={upload.isPending}>
            <UploadIcon aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : 'Upload Photo'}
          </Button>
          {user.headshot && (
            <Button
              type="button"
              variant="outline"
              onClick={() => remove.mutate(user.id)}
              disabled={remove.isPending}
            >
              <Trash2Icon aria-hidden="true" />
              {remove.isPending ? 'Removing...' : 'Remove Photo'}
            </Button>
          )}
        </div>
        {picker.error && (
          <Alert variant="destructive">
            <AlertDescription>{picker.error}</AlertDescription>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
