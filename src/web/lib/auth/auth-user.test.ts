import type { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, toAuthUser, userHasRole } from './auth-user';

function jwt(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'RS256' })}.${encode(payload)}.signature`;
}

function oidcUser(profile: object, access: object): User {
  return { profile, access_token: jwt(access) } as unknown as User;
}

describe('toAuthUser', () => {
  it('reads identity from the ID token and roles from the access token', () => {
    const user = toAuthUser(
      oidcUser(
        {
          sub: 'abc',
          preferred_username: 'ada',
          email: 'ada@example.org',
          given_name: 'Ada',
          family_name: 'Lovelace',
          name: 'Ada Lovelace',
        },
        { sub: 'abc', realm_access: { roles: ['user', 'admin'] } },
      ),
    );
    expect(user).toEqual({
      id: 'abc',
      username: 'ada',
      email: 'ada@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      roles: ['user', 'admin'],
    });
  });

  it('falls back to the username for the name', () => {
    const user = toAuthUser(oidcUser({ sub: 'x', preferred_username: 'reviewer' }, {}));
    expect(user.name).toBe('reviewer');
    expect(user.roles).toEqual([]);
  });

  it('treats an opaque access token as having no claims', () => {
    expect(decodeJwtPayload('opaque-token')).toEqual({});
  });
});

describe('userHasRole', () => {
  const user = toAuthUser(oidcUser({ sub: 'x' }, { realm_access: { roles: ['user'] } }));

  it('is false when signed out or without roles', () => {
    expect(userHasRole(null, ['user'])).toBe(false);
    expect(userHasRole({ ...user, roles: [] }, ['user'])).toBe(false);
  });

  it('is true when any listed role is held', () => {
    expect(userHasRole(user, ['admin', 'user'])).toBe(true);
    expect(userHasRole(user, ['admin'])).toBe(false);
  });
});
