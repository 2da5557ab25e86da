import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { ProfileInfoCard } from './profile-info-card';
import { me, stubFetch } from './user-fixture.test-utils';

afterEach(() => vi.unstubAllGlobals());

const auth = authValue({ user: demoUser });

describe('ProfileInfoCard', () => {
  it('shows the profile page’s messages and sends nothing while they stand', async () => {
    const fetchMock = stubFetch(() => ({ body: me() }));
    const user = userEvent.setup();
    renderWithProviders(<ProfileInfoCard user={me()} />, { auth });

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Pia Profile')).toBeInTheDocument();
  });

  it('saves the edited fields to PUT /api/users/{id}/profile and returns to the read view', async () => {
    const saved = me({ name: 'Pia New', jobTitle: 'Lead' });
    const fetchMock = stubFetch(() => ({ body: saved }));
    const user = userEvent.setup();
    renderWithProviders(<ProfileInfoCard user={me({ bio: 'Old bio' })} />, { auth });

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Pia New');
    await user.type(screen.getByRole('textbox', { name: 'Job Title' }), 'Lead');
    await user.clear(screen.getByRole('textbox', { name: 'Bio' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/users/5/profile');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Pia New',
      email: 'pia@example.org',
      jobTitle: 'Lead',
      bio: null,
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
