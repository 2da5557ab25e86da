import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMatchMedia } from '@web/test/match-media';
import { THEME_STORAGE_KEY } from './theme';
import { ThemeProvider, useTheme } from './theme-provider';

function Probe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p>
        {theme}/{resolvedTheme}
      </p>
      <button onClick={() => setTheme('light')}>light</button>
      <button onClick={() => setTheme('system')}>system</button>
    </div>
  );
}

const isDark = () => document.documentElement.classList.contains('dark');

afterEach(() => vi.unstubAllGlobals());

describe('ThemeProvider', () => {
  it('defaults to dark and puts the dark class on <html>', () => {
    mockMatchMedia(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
    expect(isDark()).toBe(true);
  });

  it('persists the choice under the product key and reads it back', async () => {
    mockMatchMedia(false);
    const { unmount } = render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'light' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(isDark()).toBe(false);
    unmount();
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('light/light')).toBeInTheDocument();
  });

  it('ignores an unknown stored value', () => {
    mockMatchMedia(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
  });

  it('follows the operating system live when set to system', async () => {
    const media = mockMatchMedia(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'system' }));
    expect(screen.getByText('system/light')).toBeInTheDocument();
    expect(isDark()).toBe(false);
    act(() => media.setDark(true));
    expect(screen.getByText('system/dark')).toBeInTheDocument();
    expect(isDark()).toBe(true);
  });

  it('honours a stored System choice from the first render, whichever the OS prefers', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'system');
    mockMatchMedia(false);
    const { unmount } = render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('system/light')).toBeInTheDocument();
    expect(isDark()).toBe(false);
    unmount();
    mockMatchMedia(true);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('system/dark')).toBeInTheDocument();
    expect(isDark()).toBe(true);
  });
});
