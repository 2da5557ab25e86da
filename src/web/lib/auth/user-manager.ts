import { UserManager } from 'oidc-client-ts';
import {
  guessedMetadata,
  loadIdentitySettings,
  userManagerSettings,
  type IdentitySettings,
} from './identity-settings';

type ManagerBundle = { manager: UserManager; identity: IdentitySettings };

let bundle: Promise<ManagerBundle> | null = null;

/** The app's single UserManager, made once the identity settings are known. */
export function getUserManagerBundle(): Promise<ManagerBundle> {
  bundle ??= loadIdentitySettings().then((identity) => ({
    identity,
    manager: new UserManager(userManagerSettings(identity)),
  }));
  return bundle;
}

export async function getUserManager(): Promise<UserManager> {
  return (await getUserManagerBundle()).manager;
}

/** A manager that skips discovery, for the direct redirect when the normal one failed. */
export function createFallbackManager(identity: IdentitySettings): UserManager {
  return new UserManager({
    ...userManagerSettings(identity),
    metadata: guessedMetadata(identity.issuer),
  });
}

/** Removes every token and sign-in state oidc-client-ts keeps in browser storage. */
export function removeStoredTokens(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith('oidc.')) storage.removeItem(key);
  }
}
