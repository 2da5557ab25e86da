import { LogInIcon } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/lib/auth/auth-context';
import { lazyComponent } from '@web/lib/lazy-component';
import { cn } from '@web/lib/utils';
import { BrandLink } from './brand-link';
import { DesktopNav } from './desktop-nav';
import { FeedbackButton } from './feedback-button';
import { MobileMenu, MobileMenuButton } from './mobile-menu';
import { SearchButton } from './search-button';
import { ThemeSwitcher } from './theme-switcher';

const SIGN_IN_PATHS = ['/login', '/auth'];

/** Signed in only: the avatar and its menu are not in the landing page's code. */
export const AccountMenu = lazyComponent(async () => (await import('./account-menu')).AccountMenu);

const loadingAccount = (
  <div
    role="status"
    aria-label="Loading account"
    className="bg-muted size-8 animate-pulse rounded-full"
  />
);

function AccountControl() {
  const { initialized, authenticated } = useAuth();
  const { pathname } = useLocation();
  if (!initialized) return loadingAccount;
  if (authenticated) {
    return (
      <Suspense fallback={loadingAccount}>
        <AccountMenu />
      </Suspense>
    );
  }
  if (SIGN_IN_PATHS.includes(pathname)) return null;
  return (
    <Button asChild size="sm">
      <Link to="/login">
        <LogInIcon aria-hidden="true" />
        Log in
      </Link>
    </Button>
  );
}

/**
 * Top bar: brand, navigation (signed in), feedback, theme, search and the notification bell the
 * app hands in (signed in) and the account control.
 */
export function Header({
  notifications,
  onSearch,
}: {
  notifications?: ReactNode;
  /** Opens the search palette (the app's SearchLauncher); without it no search button shows. */
  onSearch?: () => void;
}) {
  const { authenticated } = useAuth();
  const { pathname } = useLocation();
  // The menu stays open only on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  // Signed in, screens narrower than 2xl get feedback and theme from the avatar menu instead:
  // the top bar's links and the Search button fill a 1280 px window.
  const secondary = cn(authenticated && 'hidden 2xl:inline-flex');

  return (
    <header className="bg-background/85 supports-[backdrop-filter]:bg-background/70 sticky top-0 z-40 border-b backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6 xl:px-8">
        <BrandLink compact={authenticated} />
        {authenticated && <DesktopNav />}
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <FeedbackButton compact={authenticated} className={secondary} />
          <ThemeSwitcher className={secondary} />
          {authenticated && onSearch && <SearchButton onClick={onSearch} />}
          {authenticated && notifications}
          {authenticated && (
            <MobileMenuButton
              open={menuOpen}
              onToggle={() => setOpenOn(menuOpen ? null : pathname)}
            />
          )}
          <div className="ml-1 flex items-center">
            <AccountControl />
          </div>
        </div>
      </div>
      {authenticated && (
        <MobileMenu open={menuOpen} onNavigate={() => setOpenOn(null)} onSearch={onSearch} />
      )}
    </header>
  );
}
