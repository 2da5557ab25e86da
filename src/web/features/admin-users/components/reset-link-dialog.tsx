import { useEffect, useId } from 'react';
import type { AdminUser } from '@shared/schemas/admin-user';
import { CopyButton } from '@web/components/copy-button';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { formatDate } from '@web/lib/format';
import { useResetLink } from '../api/admin-users';

type ResetLinkDialogProps = {
  /** The account to make a link for; the dialog is open while there is one. */
  user: AdminUser | undefined;
  onOpenChange: (open: boolean) => void;
};

/** Makes a one-time password-reset link and shows it, once, with a copy button. */
export function ResetLinkDialog({ user, onOpenChange }: ResetLinkDialogProps) {
  const id = useId();
  const resetLink = useResetLink();
  const { reset } = resetLink;
  useEffect(() => {
    if (!user) reset();
  }, [user, reset]);
  const link = resetLink.data;
  const name = user?.name ?? user?.username ?? '';
  return (
    <Dialog open={user !== undefined} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Password-reset link for {name}</DialogTitle>
          <DialogDescription>
            {link
              ? 'Hand this link to them yourself. It works once, and only until a newer link is made.'
              : 'A link where they set a new password themselves. Making one replaces any earlier link; their current password keeps working until they use it.'}
          </DialogDescription>
        </DialogHeader>
        {link && (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-link`}>Reset link</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={`${id}-link`}
                readOnly
                value={link.url}
                className="font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton text={link.url} label="Copy Link" />
            </div>
            <p className="text-muted-foreground text-sm">
              Valid until {formatDate(link.expiresAt, 'MMM d, yyyy, HH:mm')}.
            </p>
          </div>
        )}
        <DialogFooter>
          {link ? (
            <Button onClick={() => onOpenChange(false)}>Done</Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button disabled={resetLink.isPending} onClick={() => user && resetLink.mutate(user)}>
                {resetLink.isPending ? 'Making...' : 'Make Link'}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
