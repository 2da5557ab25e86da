import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_ERROR_HELP } from '@web/components/records/list-state';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { StakeholderGrid } from './stakeholder-grid';

afterEach(() => vi.unstubAllGlobals());

const stakeholder = {
  id: 1,
  name: 'Grace Hopper',
  userId: null,
  email: 'grace@example.org',
  department: null,
  role: 'sponsor',
  organization: 'Navy',
  notes: null,
  createdById: 1,
  createdAt: '2027-01-01T00:00:00Z',
  updatedAt: '2027-01-01T00:00:00Z',
  version: 1,
};

/** A stakeholders API that is down until `up()` is called. */
function serveStakeholders() {
  let down = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      down
        ? new Response(JSON.stringify({ message: 'Service Unavailable' }), {
            status: 503,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify([stakeholder]), {
            headers: { 'content-type': 'application/json', 'x-total-count': '1' },
          }),
    ),
  );
  return { up: () => (down = false) };
}

describe('the stakeholders list when the server is down', () => {
  it('keeps its own error text, says the data is safe, and Retry loads it', async () => {
    const server = serveStakeholders();
    renderWithProviders(
      <StakeholderGrid
        role={undefined}
        page={0}
        onPage={() => {}}
        onEdit={() => {}}
        onDelete={() => {}}
        onAdd={() => {}}
      />,
      { auth: authValue({ user: demoUser }) },
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Error loading stakeholders: Service Unavailable');
    expect(alert).toHaveTextContent(LOAD_ERROR_HELP);
    expect(LOAD_ERROR_HELP).toBe('The server did not answer; your data is safe. Try again.');

    server.up();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
