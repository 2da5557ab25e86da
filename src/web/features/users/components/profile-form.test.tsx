import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_PAGE_ROLES } from '@shared/domain';
import { resetToasts, useToasts } from '@web/lib/toast';
import { authValue, demoUser } from '@web/test/auth-context';
import { polyfillPointer } from '@web/test/pointer-polyfill';
import { renderWithProviders } from '@web/test/render-shell';
import { ProfileForm } from './profile-form';
import { me, stubFetch } from './user-fixture.test-utils';

afterEach(() => vi.unstubAllGlobals());

describe('ProfileForm on Settings', () => {
  it('applies the settings page rules with their exact messages', async () => {
    const fetchMock = stubFetch(() => ({ body: me() }));
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm variant="settings" user={me()} />, {
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
      <ProfileForm variant="settings" user={me({ role: 'other', jobTitle: 'Engineer' })} />,
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

describe('ProfileForm: one form, each screen’s rules', () => {
  afterEach(() => resetToasts());

  it.each([
    {
      variant: 'profile' as const,
      roles: PROFILE_PAGE_ROLES as readonly string[],
      chosen: 'Technical Writer',
      sent: 'Technical Writer',
      toast: 'Profile updated',
    },
    {
      variant: 'settings' as const,
      roles: [
        'Community Architect',
        'Developer Advocate',
        'Community Manager',
        'OSPO Lead',
        'Other',
      ],
      chosen: 'OSPO Lead',
      sent: 'ospo_lead',
      toast: 'Profile Updated',
    },
  ])(
    '$variant: offers its roles and says $toast',
    async ({ variant, roles, chosen, sent, toast }) => {
      polyfillPointer();
      const fetchMock = stubFetch(() => ({ body: me({ role: sent, jobTitle: 'Writer' }) }));
      const user = userEvent.setup();
      const toasts = renderHook(() => useToasts()).result;
      renderWithProviders(
        variant === 'profile' ? (
          <ProfileForm variant="profile" user={me({ jobTitle: 'Writer' })} onDone={() => {}} />
        ) : (
          <ProfileForm variant="settings" user={me({ jobTitle: 'Writer' })} />
        ),
        { auth: authValue({ user: demoUser }) },
      );

      await user.click(screen.getByRole('combobox', { name: 'Role' }));
      const offered = await screen.findAllByRole('option');
      expect(offered.map((option) => option.textContent)).toEqual([...roles]);
      await user.click(screen.getByRole('option', { name: chosen }));
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ role: sent });
      await waitFor(() => expect(toasts.current[0]).toMatchObject({ title: toast }));
    },
  );
});
