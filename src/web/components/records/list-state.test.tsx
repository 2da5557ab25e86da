import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListState } from './list-state';

afterEach(() => vi.unstubAllGlobals());

describe('a list that fails to load', () => {
  it('shows its own text, the plain sentence and Retry', async () => {
    const onRetry = vi.fn();
    render(
      <ListState
        loading={false}
        failed
        empty={false}
        loadingText="Loading..."
        errorText="Failed to load attendees. Please try again."
        emptyText="No attendees found."
        onRetry={onRetry}
      >
        <p>Row one</p>
      </ListState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load attendees. Please try again.');
    expect(alert).toHaveTextContent('The server did not answer; your data is safe. Try again.');
    expect(screen.queryByText('Row one')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says so above rows kept from before when a refresh failed, with Retry', async () => {
    const onRetry = vi.fn();
    const props = {
      loading: false,
      failed: false,
      empty: false,
      loadingText: 'Loading...',
      errorText: 'Failed to load attendees. Please try again.',
      emptyText: 'No attendees found.',
      onRetry,
    };
    const { rerender } = render(
      <ListState {...props}>
        <p>Row one</p>
      </ListState>,
    );
    expect(screen.queryByText(/Could not refresh/)).not.toBeInTheDocument();
    rerender(
      <ListState {...props} stale>
        <p>Row one</p>
      </ListState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Could not refresh: showing what was loaded earlier, which may be out of date.',
    );
    expect(screen.getByText('Row one')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
