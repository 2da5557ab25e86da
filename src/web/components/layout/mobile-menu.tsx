import { MenuIcon, XIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/lib/auth/auth-context';
import { cn } from '@web/lib/utils';
import { ADMIN_NAV_ITEMS, NAV_ITEMS } from './nav-items';
import { MobileSearchButton } from './search-button';

export const MOBILE_MENU_ID = 'mobile-menu';

/** The 'Toggle menu' button shown below the large breakpoint. */
export function MobileMenuButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="lg:hidden"
      aria-label="Toggle menu"
      aria-expanded={open}
      aria-controls={MOBILE_MENU_ID}
      onClick={onToggle}
    >
      {open ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
    </Button>
  );
}

/**
 * The collapsible navigation below the large breakpoint; choosing a link closes it. Search
 * leaves it open, so closing the palette gives focus back to the entry that opened it.
 */
export function MobileMenu({
  open,
  onNavigate,
  onSearch,
}: {
  open: boolean;
  onNavigate: () => void;
  onSearch?: () => void;
}) {
  const { hasRole } = useAuth();
  if (!open) return null;
  const items = hasRole(['admin']) ? [...NAV_ITEMS, ...ADMIN_NAV_ITEMS] : NAV_ITEMS;
  return (
    <nav id={MOBILE_MENU_ID} aria-label="Mobile navigation" className="border-t lg:hidden">
      <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3 sm:grid-cols-2 sm:px-6">
        {onSearch && (
          <li>
            <MobileSearchButton onClick={onSearch} />
          </li>
        )}
        {items.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'text-muted-foreground hover:bg-accent hover:text-foreground block rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  isActive && 'bg-accent text-foreground',
                )
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
