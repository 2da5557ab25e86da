import { Button, type ButtonProps } from '@web/components/ui/button';
import { UserAvatar } from './user-avatar';

/** The avatar menu's button: the user's headshot or initials. */
export function AvatarTrigger(props: ButtonProps) {
  return (
    <Button variant="ghost" size="icon" className="rounded-full" {...props}>
      <UserAvatar />
      <span className="sr-only">User menu</span>
    </Button>
  );
}
