import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, identityConfigSchema, versionInfoSchema } from '@shared/schemas/system';
import type { Config } from '../../config';

const KEYCLOAK_ISSUER = /^(.*)\/realms\/([^/]+)$/;

/** Public facts the app needs before sign-in: version, identity provider, health. */
export const systemRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/version',
    {
      config: { public: true },
      schema: { tags: ['system'], response: { 200: versionInfoSchema } },
    },
    async () => ({
      version: config.version,
      environment: config.environment,
      buildDate: config.buildDate,
      feedbackEmail: config.feedbackEmail,
      sourceUrl: config.sourceUrl,
      vendorName: config.vendorName,
      defaultCurrency: config.defaultCurrency,
    }),
  );

  app.get(
    '/keycloak-config',
    {
      config: { public: true },
      schema: { tags: ['system'], response: { 200: identityConfigSchema } },
    },
    async () => {
      const { issuer, clientId, mode } = config.oidc;
      const keycloak = KEYCLOAK_ISSUER.exec(issuer);
      return {
        'auth-server-url': keycloak ? `${keycloak[1]}/` : issuer,
        realm: keycloak ? keycloak[2]! : null,
        resource: clientId,
        issuer,
        clientId,
        builtIn: mode === 'local',
      };
    },
  );

  app.get(
    '/health',
    { config: { public: true }, schema: { tags: ['system'], response: { 200: healthSchema } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
