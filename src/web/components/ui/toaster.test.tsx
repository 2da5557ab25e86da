import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetToasts, toast } from '@web/lib/toast';
import { Toaster } from './toaster';

// The toast view is a lazy chunk: load it up front so a busy machine cannot time the test out.
beforeAll(async () => {
  await import('./toaster-view');
});
afterEach(() => resetToasts());

describe('Toaster', () => {
  it('shows one toast at a time, the newest', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Event Added', description: 'The event was saved.' });
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to add event' });
    });
    expect(
      await screen.findByText('Failed to add event', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Event Added')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('places toasts at the top of the screen at every width, where dialog footers are not', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Event Added' });
    });
    await screen.findByText('Event Added', {}, { timeout: 3000 });
    const viewport = screen.getByRole('region', { name: /Notifications/ }).querySelector('ol')!;
    const classes = viewport.className.split(/\s+/);
    expect(classes).toEqual(expect.arrayContaining(['fixed', 'top-0', 'pointer-events-none']));
    // No breakpoint moves the toasts down to the bottom, where a dialog keeps its actions.
    expect(classes.filter((name) => /(^|:)(bottom-|top-auto)/.test(name))).toEqual([]);
    expect(viewport.querySelector('li')).toHaveClass('pointer-events-auto');
  });
});
