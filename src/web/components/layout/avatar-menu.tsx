import {
  InfoIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  MessageSquareIcon,
  MicIcon,
  PaletteIcon,
  SettingsIcon,
  ShieldIcon,
  UserIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useAuth } from '@web/lib/auth/auth-context';
import { useVersionInfo } from '@web/lib/version';
import { AvatarTrigger } from './avatar-trigger';
import { ADMIN_NAV_ITEMS } from './nav-items';
import { ThemeRadioItems } from './theme-menu';
import { useSendFeedback } from './use-feedback';

const LINKS = [
  { to: '/dashboard', label: 'Dashboard', Icon: LayoutDashboardIcon },
  { to: '/profile', label: 'Profile', Icon: UserIcon },
  { to: '/my-talks', label: 'My talks', Icon: MicIcon },
  { to: '/settings', label: 'Settings', Icon: SettingsIcon },
];

/** The signed-in user's menu (loaded on first use, see AccountMenu): who they are, their pages, version facts and logout. */
export function AvatarMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { user, logout, hasRole } = useAuth();
  const { data: info } = useVersionInfo();
  const sendFeedback = useSendFeedback();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await logout();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <AvatarTrigger />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{user?.name}</span>
          {user?.email && (
            <span className="text-muted-foreground truncate text-xs font-normal">{user.email}</span>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {LINKS.map(({ to, label, Icon }) => (
            <DropdownMenuItem key={to} asChild>
              <Link to={to}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        {hasRole(['admin']) && (
          <DropdownMenuGroup aria-label="Administration">
            <DropdownMenuSeparator />
            {ADMIN_NAV_ITEMS.map(({ to, label }) => (
              <DropdownMenuItem key={to} asChild>
                <Link to={to}>
                  <ShieldIcon aria-hidden="true" />
                  {label}
                </Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
        )}
        <DropdownMenuGroup className="2xl:hidden">
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={sendFeedback}>
            <MessageSquareIcon aria-hidden="true" />
            Send Feedback
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <PaletteIcon aria-hidden="true" />
              Theme
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <ThemeRadioItems />
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled className="text-muted-foreground text-xs">
          <InfoIcon aria-hidden="true" />
          {info ? `Version ${info.version} · ${info.environment}` : 'Version unknown'}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          disabled={signingOut}
          onSelect={(event) => {
            event.preventDefault();
            void signOut();
          }}
        >
          <LogOutIcon aria-hidden="true" />
          {signingOut ? 'Signing out...' : 'Log out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
