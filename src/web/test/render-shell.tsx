import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { AuthContextValue } from '@web/lib/auth/auth-context';
import { createQueryClient } from '@web/lib/query-client';
import { ThemeProvider } from '@web/lib/theme/theme-provider';
import { TestAuthProvider } from './auth-context';

/** Renders UI with the app's providers, a memory router at `path` and the given auth state. */
export function renderWithProviders(
  ui: ReactNode,
  { auth, path = '/' }: { auth: AuthContextValue; path?: string },
) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TestAuthProvider value={auth}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </TestAuthProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
