import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { SettingsProfileForm } from './settings-profile-form';
import { me, stubFetch } from './user-fixture.test-utils';

afterEach(() => vi.unstubAllGlobals());

describe('SettingsProfileForm', () => {
  it('applies the settings page rules with their exact messages', async () => {
    const fetchMock = stubFetch(() => ({ body: me() }));
    const user = userEvent.setup();
    renderWithProviders(<SettingsProfileForm user={me()} />, {
      auth: authValue({ user: demoUser }),
    });

    const name = screen.getByRole('textbox', { name: 'Full Name' });
    await user.clear(name);
    await user.type(name, 'P');
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pia@');
    await user.type(screen.getByRole('textbox', { name: 'Job Title' }), 'x');
    await user.click(screen.getByRole('textbox', { name: 'Bio' }));
    await user.paste('b'.repeat(161));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    for (const message of [
      'Name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Please select a role.',
      'Job title must be at least 2 characters.',
      'Bio must be at most 160 characters',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('161/160 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows on the email field that another account uses the address', async () => {
    const taken = 'That email is already used by another account';
    stubFetch(() => ({ status: 409, body: { message: taken, errors: { email: taken } } }));
    const user = userEvent.setup();
    renderWithProviders(
      <SettingsProfileForm user={me({ role: 'other', jobTitle: 'Engineer' })} />,
      { auth: authValue({ user: demoUser }) },
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(taken));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
  });
});
