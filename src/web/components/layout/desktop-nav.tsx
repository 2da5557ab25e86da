import { ChevronDownIcon } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useAuth } from '@web/lib/auth/auth-context';
import { cn } from '@web/lib/utils';
import { ADMIN_NAV_ITEMS, NAV_ITEMS } from './nav-items';

const LINK_CLASS =
  'text-muted-foreground hover:bg-accent hover:text-foreground rounded-md px-1.5 py-1.5 text-[13px] font-medium whitespace-nowrap transition-colors xl:px-2.5 xl:text-sm';

/** The top navigation bar from the large breakpoint on. */
export function DesktopNav() {
  return (
    <nav aria-label="Main navigation" className="hidden lg:block">
      <ul className="flex items-center xl:gap-0.5">
        {NAV_ITEMS.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) => cn(LINK_CLASS, isActive && 'bg-accent text-foreground')}
            >
              {label}
            </NavLink>
          </li>
        ))}
        <AdminMenu />
      </ul>
    </nav>
  );
}

/** The administration entries, for admins only. */
function AdminMenu() {
  const { hasRole } = useAuth();
  const { pathname } = useLocation();
  if (!hasRole(['admin'])) return null;
  const inAdmin = pathname.startsWith('/admin/');
  return (
    <li>
      <DropdownMenu>
        <DropdownMenuTrigger
          className={cn(
            LINK_CLASS,
            'flex items-center gap-1',
            inAdmin && 'bg-accent text-foreground',
          )}
        >
          Admin
          <ChevronDownIcon className="size-3.5" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {ADMIN_NAV_ITEMS.map(({ to, label }) => (
            <DropdownMenuItem key={to} asChild>
              <NavLink to={to}>{label}</NavLink>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
