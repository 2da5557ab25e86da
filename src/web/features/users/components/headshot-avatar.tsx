import type { User } from '@shared/schemas/user';
import { Avatar, AvatarFallback, AvatarImage } from '@web/components/ui/avatar';
import { getInitials } from '@web/lib/initials';
import { cn } from '@web/lib/utils';

/** A large avatar of the user: the headshot, or the initials of the name when there is none. */
export function HeadshotAvatar({ user, className }: { user: User; className?: string }) {
  const name = user.name || user.username;
  return (
    <Avatar className={cn('size-20', className)} data-testid="profile-avatar">
      {user.headshot && <AvatarImage src={user.headshot} alt={`Photo of ${name}`} />}
      <AvatarFallback className="text-[length:inherit]" delayMs={user.headshot ? 600 : undefined}>
        <span aria-hidden="true">{getInitials(name) || '?'}</span>
        <span className="sr-only">
          {user.headshot ? `Photo of ${name}` : `No photo of ${name}`}
        </span>
      </AvatarFallback>
    </Avatar>
  );
}
