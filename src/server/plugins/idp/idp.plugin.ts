import type { IncomingMessage, ServerResponse } from 'node:http';
import formbody from '@fastify/formbody';
import middie from '@fastify/middie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Secrets } from '../../lib/secrets';
import { IDP_CSS, LOGOUT_JS, THEME_JS } from './assets';
import { seedDemoAccounts } from './accounts';
import { refuseNulInForm } from './form-body';
import { interactionRoutes } from './interaction.routes';
import { createProvider } from './provider';

/** Local mode: mounts the built-in OpenID provider at /oidc and its screens at /interaction. */
export const idpPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; secrets: Secrets }) => {
    const { config } = options;
    const provider = createProvider(config, app.db, options.secrets);
    provider.on('server_error', (_ctx, error) =>
      app.log.error({ err: error }, 'oidc provider error'),
    );

    if (config.oidc.seedDemoAccounts && (await seedDemoAccounts(app.db))) {
      app.log.info(
        'No accounts existed: created demo accounts demo/demo (user, admin) and reviewer/reviewer (user, reviewer)',
      );
    }

    // The provider answers its paths through middie in onRequest, in a scope of its own: the
    // routes below give those paths a home, so middie's hook runs for them only, not for every
    // request of the app. The provider writes its answers itself, so it gets the security
    // headers on the raw response.
    const answer = provider.callback();
    await app.register(async (scope) => {
      await scope.register(middie, { hook: 'onRequest' });
      scope.use('/oidc', (request: IncomingMessage, response: ServerResponse) => {
        for (const [name, value] of Object.entries(app.securityHeaders)) {
          response.setHeader(name, value);
        }
        return answer(request, response);
      });
      const unanswered = async () => {
        throw new Error('The built-in provider did not answer');
      };
      scope.all('/oidc', { schema: { hide: true } }, unanswered);
      scope.all('/oidc/*', { schema: { hide: true } }, unanswered);
    });

    await app.register(async (scope) => {
      await scope.register(formbody);
      scope.addHook('preValidation', refuseNulInForm);
      await scope.register(interactionRoutes, {
        provider,
        appUrl: config.publicUrl,
        failureLimit: config.oidc.loginRateLimit,
      });
      const asset = (type: string, body: string) => ({
        handler: async (_request: unknown, reply: FastifyReply) =>
          reply.type(type).header('cache-control', 'public, max-age=3600').send(body),
      });
      scope.get('/interaction-assets/idp.css', asset('text/css; charset=utf-8', IDP_CSS));
      scope.get('/interaction-assets/theme.js', asset('text/javascript; charset=utf-8', THEME_JS));
      scope.get(
        '/interaction-assets/logout.js',
        asset('text/javascript; charset=utf-8', LOGOUT_JS),
      );
    });
  },
  { name: 'idp', dependencies: ['db', 'security'] },
);
