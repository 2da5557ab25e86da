import { useId, useState } from 'react';
import type { AccountRole, AdminUser } from '@shared/schemas/admin-user';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { useSetRoles } from '../api/admin-users';

const ROLE_CHOICES: { role: AccountRole; label: string; hint: string }[] = [
  { role: 'user', label: 'User', hint: 'Every account: creates and edits the team’s records.' },
  { role: 'reviewer', label: 'Reviewer', hint: 'Reviews approval workflows.' },
  {
    role: 'admin',
    label: 'Admin',
    hint: 'Deletes anyone’s records, manages accounts, reads the audit log.',
  },
];

type RolesDialogProps = {
  /** The account whose roles are edited; the dialog is open while there is one. */
  user: AdminUser | undefined;
  onOpenChange: (open: boolean) => void;
};

/** Ticks for reviewer and admin (user is always held); saves the whole set. */
export function RolesDialog({ user, onOpenChange }: RolesDialogProps) {
  return (
    <Dialog open={user !== undefined} onOpenChange={onOpenChange}>
      <DialogContent>
        {user && <RolesForm key={user.id} user={user} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function RolesForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const id = useId();
  const setRoles = useSetRoles();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(user.roles));

  const toggle = (role: AccountRole, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(role);
      else next.delete(role);
      return next;
    });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Roles of {user.name ?? user.username}</DialogTitle>
        <DialogDescription>
          The change counts from their next request; menus follow when their sign-in renews.
        </DialogDescription>
      </DialogHeader>
      <form
        id={`${id}-form`}
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const roles = ROLE_CHOICES.map((choice) => choice.role).filter(
            (role) => role === 'user' || chosen.has(role),
          );
          setRoles.mutate({ user, roles }, { onSuccess: onDone });
        }}
      >
        <fieldset className="grid gap-3">
          <legend className="sr-only">Roles</legend>
          {ROLE_CHOICES.map(({ role, label, hint }) => (
            <div key={role} className="flex items-start gap-3">
              <Checkbox
                id={`${id}-${role}`}
                className="mt-0.5"
                checked={role === 'user' || chosen.has(role)}
                disabled={role === 'user'}
                aria-describedby={`${id}-${role}-hint`}
                onCheckedChange={(checked) => toggle(role, checked === true)}
              />
              <div className="grid gap-0.5">
                <Label htmlFor={`${id}-${role}`}>{label}</Label>
                <p id={`${id}-${role}-hint`} className="text-muted-foreground text-sm">
                  {hint}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
      </form>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" form={`${id}-form`} disabled={setRoles.isPending}>
          {setRoles.isPending ? 'Saving...' : 'Save Roles'}
        </Button>
      </DialogFooter>
    </>
  );
}
