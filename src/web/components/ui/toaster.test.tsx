import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts, toast } from '@web/lib/toast';
import { Toaster } from './toaster';

afterEach(() => resetToasts());

describe('Toaster', () => {
  it('shows one toast at a time, the newest', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Event Added', description: 'The event was saved.' });
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to add event' });
    });
    expect(await screen.findByText('Failed to add event')).toBeInTheDocument();
    expect(screen.queryByText('Event Added')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
