import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '@web/lib/query-client';
import { ThemeProvider } from '@web/lib/theme/theme-provider';
import { AppRoutes } from './app-routes';

/**
 * App-wide providers around the routes (auth lives inside the router, where navigation is
 * available). Declarative routing keeps the landing page's JavaScript small.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
