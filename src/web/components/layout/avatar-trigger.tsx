import { Button, type ButtonProps } from '@web/components/ui/button';
import { UserAvatar } from './user-avatar';

/** The avatar menu's button: the user's headshot or initials. */
export function AvatarTrigger(props: ButtonProps) {
  return (
    <Button variant="ghost" size="icon" className="rounded-full" aria-label="User menu" {...props}>
      <UserAvatar />
    </Button>
  );
}
