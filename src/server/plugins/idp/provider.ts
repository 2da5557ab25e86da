import Provider, {
  interactionPolicy,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Secrets } from '../../lib/secrets';
import { findAccountBySub } from './accounts';
import { databaseAdapter } from './oidc-adapter';
import { confirmLogoutPage, errorPage, logoutPage, signedOutPage } from './pages';

const ONE_HOUR = 60 * 60;
const ONE_DAY = 24 * ONE_HOUR;
/** Scopes the built-in provider grants to our own single-page app without a consent screen. */
const GRANTED_SCOPES = 'openid profile email';

/** 'prompt=create' (OpenID Connect Prompt Create 1.0) opens registration instead of sign-in. */
function interactionsWithRegistration() {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);
  return policy;
}

/**
 * Whether the sign-out request carries an ID token of the signed-in person. The provider has
 * already checked its signature, issuer and audience (a bad one never gets here); the subject
 * must be this session's too, or any site could send its own token along.
 */
function hintNamesThisSession(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint;
  return hint !== undefined && hint.payload.sub === ctx.oidc.session?.accountId;
}

/** The built-in OpenID Connect provider of local mode (no OIDC_ISSUER). */
export function createProvider(config: Config, db: Db, secrets: Secrets): Provider {
  const { issuer, clientId, audience } = config.oidc;
  const app = config.publicUrl;

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'OSPO Events',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${app}/`, `${app}/silent-renew.html`],
        post_logout_redirect_uris: [`${app}/login`, `${app}/`],
      },
    ],
    jwks: { keys: secrets.signingKeys as never },
    cookies: { keys: secrets.cookieKeys },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
    },
    conformIdTokenClaims: false,
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    interactions: {
      policy: interactionsWithRegistration(),
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx, sub) {
      const account = await findAccountBySub(db, sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          const [given, ...family] = (account.name ?? '').split(' ');
          return {
            sub,
            preferred_username: account.username,
            name: account.name ?? account.username,
            given_name: given || undefined,
            family_name: family.join(' ') || undefined,
            email: account.email ?? undefined,
            // Registration sends no confirmation mail, so nobody has proved they own the address:
            // it is unique per account, but never verified.
            email_verified: false,
          };
        },
      };
    },
    /** Keycloak's access-token shape, which the API reads. */
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findAccountBySub(db, token.accountId);
      if (!account) return undefined;
      const [given, ...family] = (account.name ?? '').split(' ');
      return {
        preferred_username: account.username,
        email: account.email ?? undefined,
        name: account.name ?? account.username,
        given_name: given || undefined,
        family_name: family.join(' ') || undefined,
        realm_access: { roles: account.roles },
        azp: clientId,
      };
    },
    /** First-party app: consent is implied, so the grant is made on the spot. */
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const grantId =
        oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(oidc.client!.clientId);
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new oidc.provider.Grant({
        clientId: oidc.client!.clientId,
        accountId: oidc.session!.accountId!,
      });
      grant.addOIDCScope(GRANTED_SCOPES);
      grant.addOIDCClaims([
        'name',
        'preferred_username',
        'given_name',
        'family_name',
        'email',
        'email_verified',
      ]);
      grant.addResourceScope(audience!, GRANTED_SCOPES);
      await grant.save();
      return grant;
    },
    async issueRefreshToken(_ctx, client, code) {
      return client.grantTypeAllowed('refresh_token') && code.scopes.has('openid');
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience!,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: GRANTED_SCOPES,
          audience: audience!,
          accessTokenFormat: 'jwt',
          accessTokenTTL: config.oidc.accessTokenTtl,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = hintNamesThisSession(ctx) ? logoutPage(form) : confirmLogoutPage(form, app);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(app);
        },
      },
    },
    ttl: {
      Session: 14 * ONE_DAY,
      Grant: 14 * ONE_DAY,
      Interaction: ONE_HOUR,
      AccessToken: config.oidc.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: ONE_HOUR,
      RefreshToken: 14 * ONE_DAY,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(out.error_description ?? out.error, app);
    },
  };

  const provider = new Provider(issuer, configuration);
  // Forwarded protocol and host count only when TRUST_PROXY names a proxy (Koa's switch is
  // all or nothing): otherwise any client could claim https or another host.
  provider.proxy = config.trustProxy !== false;
  return provider;
}
