import { NavLink } from 'react-router';
import { cn } from '@web/lib/utils';
import { NAV_ITEMS } from './nav-items';

/** The top navigation bar from the large breakpoint on. */
export function DesktopNav() {
  return (
    <nav aria-label="Main navigation" className="hidden lg:block">
      <ul className="flex items-center">
        {NAV_ITEMS.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'text-muted-foreground hover:bg-accent hover:text-foreground rounded-md px-1 py-1.5 text-[13px] font-medium whitespace-nowrap transition-colors xl:px-1.5 xl:text-sm',
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
