import { WebStorageStateStore, type OidcMetadata, type UserManagerSettings } from 'oidc-client-ts';

export type IdentitySettings = { issuer: string; clientId: string };

const DEFAULT_CLIENT_ID = 'ospo-events';
/** The identity adapter waits at most 10 s for a silent answer. */
const SILENT_TIMEOUT_SECONDS = 10;

/** The provider the server names (GET /api/keycloak-config), or the built-in one at /oidc. */
export async function loadIdentitySettings(
  origin = window.location.origin,
): Promise<IdentitySettings> {
  const fallback = { issuer: `${origin}/oidc`, clientId: DEFAULT_CLIENT_ID };
  try {
    const response = await fetch('/api/keycloak-config', { credentials: 'include' });
    if (!response.ok) return fallback;
    const config = (await response.json()) as Partial<IdentitySettings>;
    if (!config.issuer || !config.clientId) return fallback;
    return { issuer: config.issuer.replace(/\/$/, ''), clientId: config.clientId };
  } catch {
    return fallback;
  }
}

/**
 * oidc-client-ts settings: code + PKCE, tokens in localStorage (shared by tabs), the short-lived
 * request state in this tab's sessionStorage, silent renew, no session iframe.
 */
export function userManagerSettings(
  identity: IdentitySettings,
  origin = window.location.origin,
): UserManagerSettings {
  return {
    authority: identity.issuer,
    client_id: identity.clientId,
    redirect_uri: `${origin}/`,
    silent_redirect_uri: `${origin}/silent-renew.html`,
    post_logout_redirect_uri: `${origin}/login`,
    response_type: 'code',
    scope: 'openid profile email',
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: true,
    monitorSession: false,
    loadUserInfo: false,
    silentRequestTimeoutInSeconds: SILENT_TIMEOUT_SECONDS,
    staleStateAgeInSeconds: 60 * 60,
  };
}

/**
 * Endpoints guessed without discovery, for the direct redirect after a failed login attempt:
 * Keycloak's layout for a realm issuer, oidc-provider's otherwise.
 */
export function guessedMetadata(issuer: string): Partial<OidcMetadata> {
  if (/\/realms\/[^/]+$/.test(issuer)) {
    const base = `${issuer}/protocol/openid-connect`;
    return {
      issuer,
      authorization_endpoint: `${base}/auth`,
      token_endpoint: `${base}/token`,
      end_session_endpoint: `${base}/logout`,
      jwks_uri: `${base}/certs`,
    };
  }
  return {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    end_session_endpoint: `${issuer}/session/end`,
    jwks_uri: `${issuer}/jwks`,
  };
}
