import type { User } from 'oidc-client-ts';

/** The signed-in user as read from the tokens. */
export type AuthUser = {
  id: string;
  username: string;
  email: string | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
  name: string;
  roles: string[];
};

type Claims = Record<string, unknown>;

/** The payload of a JWT, or an empty object when the token is not a readable JWT. */
export function decodeJwtPayload(token: string | undefined): Claims {
  const part = token?.split('.')[1];
  if (!part) return {};
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null ? (payload as Claims) : {};
  } catch {
    return {};
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

function realmRoles(claims: Claims): string[] {
  const realm = claims.realm_access as { roles?: unknown } | undefined;
  return Array.isArray(realm?.roles)
    ? realm.roles.filter((role): role is string => typeof role === 'string')
    : [];
}

/** Maps the OIDC user (ID token profile + access token claims) to the app's user. */
export function toAuthUser(user: User): AuthUser {
  const access = decodeJwtPayload(user.access_token);
  const claims: Claims = { ...access, ...user.profile };
  const username = text(claims.preferred_username) ?? text(claims.sub) ?? '';
  return {
    id: text(claims.sub) ?? '',
    username,
    email: text(claims.email),
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
    name: text(claims.name) ?? username,
    roles: [...new Set([...realmRoles(access), ...realmRoles(user.profile as Claims)])],
  };
}

/** False when signed out or without roles; otherwise whether any listed role is held. */
export function userHasRole(user: AuthUser | null, roles: string[]): boolean {
  if (!user || user.roles.length === 0) return false;
  return roles.some((role) => user.roles.includes(role));
}
