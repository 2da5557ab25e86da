import type { InjectOptions } from 'fastify';
import type { TestUser } from './factories/user-factory';
import type { TestContext } from './test-app';
import { signAccessToken } from './tokens';

/** Sends requests to the app as the given user, with a token the app's own provider key signed. */
export async function actingAs(context: TestContext, user: TestUser) {
  const token = await signAccessToken(context, {
    sub: user.subject,
    username: user.username,
    name: user.name ?? undefined,
    email: user.email ?? undefined,
    roles: user.roles,
  });
  const authorization = `Bearer ${token}`;
  return {
    token,
    authorization,
    inject(options: InjectOptions) {
      return context.app.inject({ ...options, headers: { ...options.headers, authorization } });
    },
  };
}
