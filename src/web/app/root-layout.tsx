import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '@web/components/layout/footer';
import { AccountMenu, Header } from '@web/components/layout/header';
import { Toaster } from '@web/components/ui/toaster';
import { SearchLauncher } from '@web/features/search/components/search-launcher';
import { AuthProvider } from '@web/lib/auth/auth-provider';
import { lazyComponent } from '@web/lib/lazy-component';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';

// Signed in only: its code (and the unread count's) is not in the landing page's; a space of its
// size holds its place until it arrives (preloadSignedInShell fetches it early).
const NotificationBell = lazyComponent(
  async () =>
    (await import('@web/features/notifications/components/notification-bell')).NotificationBell,
);

/** Starts fetching the shell's signed-in parts: the bell, the avatar and its menu. */
export function preloadSignedInShell() {
  void NotificationBell.preload();
  void AccountMenu.preload();
}

/**
 * The shell around every page: header (with search, Ctrl/Cmd-K), the page in <main>, footer and
 * toasts.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <AuthProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="bg-primary text-primary-foreground sr-only z-50 rounded-md px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SearchLauncher>
          {(openSearch) => (
            <Header
              notifications={
                <Suspense fallback={<span aria-hidden="true" className="size-9" />}>
                  <NotificationBell />
                </Suspense>
              }
              onSearch={openSearch}
            />
          )}
        </SearchLauncher>
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 xl:px-8">
          <PageErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
        <Footer />
        <Toaster />
      </div>
    </AuthProvider>
  );
}
