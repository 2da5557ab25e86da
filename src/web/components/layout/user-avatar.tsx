import { Avatar, AvatarFallback, AvatarImage } from '@web/components/ui/avatar';
import { useAuth } from '@web/lib/auth/auth-context';
import { useCurrentUserProfile } from '@web/lib/current-user-profile';
import { getInitials } from '@web/lib/initials';
import { cn } from '@web/lib/utils';

/** The signed-in user's headshot, or the initials of their name when there is none. */
export function UserAvatar({ className }: { className?: string }) {
  const { user } = useAuth();
  const { data: profile } = useCurrentUserProfile();
  const name = profile?.name || user?.name || user?.username || '';
  return (
    <Avatar className={cn(className)}>
      {profile?.headshot && <AvatarImage src={profile.headshot} alt="" />}
      <AvatarFallback delayMs={profile?.headshot ? 600 : undefined} aria-hidden="true">
        {getInitials(name) || '?'}
      </AvatarFallback>
    </Avatar>
  );
}
