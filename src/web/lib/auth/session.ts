/**
 * The seam between the HTTP client and authentication: the auth provider registers how to get an
 * access token and what a 401 answer does, so the client needs no React and no OIDC library.
 */
type SessionHandlers = {
  getAccessToken: () => Promise<string | null>;
  onUnauthorized: () => void;
};

function leaveToLogin() {
  window.location.replace('/login');
}

let handlers: SessionHandlers = { getAccessToken: async () => null, onUnauthorized: leaveToLogin };
let unauthorizedHandled = false;

/** Registers the token source and the 401 reaction (the auth provider's logout). */
export function configureSession(next: Partial<SessionHandlers>): void {
  handlers = { ...handlers, ...next };
}

/** The current access token, or null when signed out. */
export function getAccessToken(): Promise<string | null> {
  return handlers.getAccessToken();
}

/** Reacts to a 401 answer exactly once per page life, however many requests fail together. */
export function signalUnauthorized(): void {
  if (unauthorizedHandled) return;
  unauthorizedHandled = true;
  handlers.onUnauthorized();
}

/** Test helper: back to the initial handlers and an unused guard. */
export function resetSession(): void {
  handlers = { getAccessToken: async () => null, onUnauthorized: leaveToLogin };
  unauthorizedHandled = false;
}
