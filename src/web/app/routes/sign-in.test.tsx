import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { SignInPage } from './sign-in';

function renderSignIn(auth = authValue()) {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<SignInPage />} />
      <Route path="/" element={<h1>Home</h1>} />
    </Routes>,
    { auth, path: '/login' },
  );
}

describe('SignInPage', () => {
  it('offers sign-in and registration with the product texts', () => {
    renderSignIn();
    expect(
      screen.getByText('Sign in to your account to access the event management system'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('By signing up, you agree to our Terms of Service and Privacy Policy'),
    ).toBeInTheDocument();
    expect(screen.getByText('Or')).toBeInTheDocument();
    for (const benefit of [
      'Centralize all event information',
      'Streamline approval workflows',
      'Manage attendees and stakeholders',
      'Track CFP submissions and sponsorships',
    ]) {
      expect(screen.getByText(benefit)).toBeInTheDocument();
    }
  });

  it("reads 'Connecting...' while the redirect starts", async () => {
    const login = vi.fn(() => new Promise<void>(() => {}));
    renderSignIn(authValue({ login }));
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(login).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
  });

  it('sends Create an Account to the registration flow', async () => {
    const register = vi.fn(async () => {});
    renderSignIn(authValue({ register }));
    await userEvent.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(register).toHaveBeenCalledOnce();
  });

  it('redirects a signed-in user to /', () => {
    renderSignIn(authValue({ user: demoUser }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
