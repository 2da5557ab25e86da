import { toast } from '../toast';
import {
  createFallbackManager,
  getUserManager,
  getUserManagerBundle,
  removeStoredTokens,
} from './user-manager';

type SignInArgs = { prompt?: 'create' };

/**
 * Redirects to the provider. When that fails (for example its discovery document cannot be read)
 * it says so and falls back to a direct redirect to the guessed authorization endpoint.
 */
export async function redirectToSignIn(args: SignInArgs = {}): Promise<void> {
  const { manager, identity } = await getUserManagerBundle();
  try {
    await manager.signinRedirect(args);
  } catch {
    toast({
      variant: 'destructive',
      title: 'Login Failed',
      description: 'There was a problem connecting to the authentication server',
    });
    await createFallbackManager(identity).signinRedirect(args);
  }
}

/**
 * RP-initiated logout: removes every stored token first (so nothing signs the user back in), then
 * ends the provider session, which sends the browser to /login.
 */
export async function redirectToSignOut(): Promise<void> {
  const manager = await getUserManager();
  const user = await manager.getUser();
  await manager.removeUser();
  removeStoredTokens();
  await manager.signoutRedirect({
    id_token_hint: user?.id_token,
    post_logout_redirect_uri: `${window.location.origin}/login`,
  });
}

export function toastLogoutFailed(): void {
  toast({
    variant: 'destructive',
    title: 'Logout Failed',
    description: 'There was a problem signing out. Please try again.',
  });
}
