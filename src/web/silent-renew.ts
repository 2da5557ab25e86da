import { UserManager } from 'oidc-client-ts';

// The hidden iframe of silent sign-on lands here: hand the provider's answer to the app window.
void new UserManager({
  authority: window.location.origin,
  client_id: 'ospo-events',
  redirect_uri: window.location.href,
}).signinSilentCallback();
