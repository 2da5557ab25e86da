// First: zod's messages for every schema parsed in this process.
import '@shared/zod-messages';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { adminUsersRoutes } from './features/admin-users/admin-users.routes';
import { apiTokensRoutes } from './features/api-tokens/api-tokens.routes';
import { approvalWorkflowsRoutes } from './features/approval-workflows/approval-workflows.routes';
import { assetsRoutes } from './features/assets/assets.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { attendeesRoutes } from './features/attendees/attendees.routes';
import { cfpSubmissionsRoutes } from './features/cfp-submissions/cfp-submissions.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import {
  DEFAULT_DISCOVERY_CHECK_MS,
  discoveryPlugin,
  type DiscoveryPluginOptions,
} from './features/discovery/discovery.plugin';
import { discoverRoutes } from './features/discovery/discover.routes';
import { discoveryRoutes } from './features/discovery/discovery.routes';
import { discoveryOfferRoutes } from './features/discovery/discovery-offer.routes';
import { discoveryInterestsRoutes } from './features/discovery/interests.routes';
import { eventsRoutes } from './features/events/events.routes';
import { exportsRoutes } from './features/exports/exports.routes';
import { filesRoutes } from './features/files/files.routes';
import { importsRoutes } from './features/imports/imports.routes';
import { notificationsPlugin } from './features/notifications/notifications.plugin';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { searchRoutes } from './features/search/search.routes';
import { sponsorshipsRoutes } from './features/sponsorships/sponsorships.routes';
import { stakeholdersRoutes } from './features/stakeholders/stakeholders.routes';
import { speakersRoutes } from './features/speakers/speakers.routes';
import { talksRoutes } from './features/talks/talks.routes';
import { tripsRoutes } from './features/trips/trips.routes';
import { exchangeRatesRoutes } from './features/reports/exchange-rates.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { systemRoutes } from './features/system/system.routes';
import { usersRoutes } from './features/users/users.routes';
import { webhooksRoutes, type WebhooksRoutesOptions } from './features/webhooks/webhooks.routes';
import { webRoot } from './lib/app-paths';
import { systemClock, type Clock } from './lib/clock';
import { loadSecrets, publicKeys } from './lib/secrets';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { authPlugin } from './plugins/auth/auth.plugin';
import { bodyParsingPlugin } from './plugins/body-parsing.plugin';
import { caseAliasesPlugin } from './plugins/case-aliases.plugin';
import { createTokenVerifier } from './plugins/auth/token-verifier';
import { dbPlugin } from './plugins/db.plugin';
import { errorsPlugin } from './plugins/errors.plugin';
import { idpPlugin } from './plugins/idp/idp.plugin';
import { openApiPlugin } from './plugins/openapi.plugin';
import { recordVersionsPlugin } from './plugins/record-versions.plugin';
import { securityPlugin } from './plugins/security.plugin';
import { storagePlugin } from './plugins/storage/storage.plugin';
import { webPlugin } from './plugins/web.plugin';

export interface BuildOptions {
  /** An already opened database (tests); otherwise one is opened from config and closed with the app. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
  /** What "now" is for reminders and retries (tests move a ManualClock); the system clock otherwise. */
  clock?: Clock;
  /** The notification pass in the background: every minute by default; false runs it only on demand. */
  notificationScheduler?: false | { intervalMs: number };
  /** The daily discovery sync in the background (hourly checks by default); false: on demand only. */
  discoveryScheduler?: false | { intervalMs: number };
  /** Time-out and size limit of each file the discovery sync reads (tests shorten them). */
  discoveryLimits?: DiscoveryPluginOptions['limits'];
  /** Webhook deliveries' resolver and trusted certificates (tests: a stub, a self-signed receiver). */
  webhookFetch?: WebhooksRoutesOptions['fetch'];
}

/** Builds the whole server: external plugins, then app plugins, then features (see fastify/demo). */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: {
        // Query strings can carry authorization codes and search terms: log the path only.
        req: (request) => ({ method: request.method, url: request.url.split('?')[0] }),
      },
    },
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // First: bad secrets stop start-up before the database (and its DATA_DIR lock) is opened.
  const secrets = await loadSecrets(config);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      log: app.log,
      defaultCurrency: config.defaultCurrency,
    }));

  // Before any route, so every route gets it. Bodies under 1 KB gain little; the SPA's files come
  // precompressed from the build (already encoded, so not compressed again). Request bodies are
  // not decompressed: no client sends them compressed.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await app.register(securityPlugin, { config });
  await app.register(bodyParsingPlugin);
  await app.register(openApiPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(recordVersionsPlugin);
  await app.register(dbPlugin, { database, ownsDatabase: !options.database });
  await app.register(storagePlugin, { config, secrets });
  if (config.oidc.mode === 'local') await app.register(idpPlugin, { config, secrets });
  await app.register(notificationsPlugin, {
    config,
    signingKey: secrets.urlSigningKey,
    clock: options.clock ?? systemClock,
    pace: database.kind === 'pglite',
    schedule: options.notificationScheduler ?? { intervalMs: config.notificationPassMs },
  });
  await app.register(discoveryPlugin, {
    config,
    clock: options.clock ?? systemClock,
    schedule: options.discoveryScheduler ?? { intervalMs: DEFAULT_DISCOVERY_CHECK_MS },
    limits: options.discoveryLimits,
  });
  await app.register(authPlugin, {
    clock: options.clock ?? systemClock,
    rolesFromDatabase: config.oidc.mode === 'local',
    verifyToken: createTokenVerifier({
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId,
      audience: config.oidc.audience,
      rolesClaim: config.oidc.rolesClaim,
      localKeys: config.oidc.mode === 'local' ? publicKeys(secrets.signingKeys) : undefined,
    }),
  });

  await app.register(
    async (api) => {
      await api.register(caseAliasesPlugin);
      await api.register(systemRoutes, { config });
      await api.register(usersRoutes);
      await api.register(eventsRoutes);
      await api.register(importsRoutes);
      await api.register(auditRoutes);
      await api.register(dashboardRoutes);
      await api.register(cfpSubmissionsRoutes);
      await api.register(attendeesRoutes);
      await api.register(sponsorshipsRoutes, { defaultCurrency: config.defaultCurrency });
      await api.register(stakeholdersRoutes);
      await api.register(talksRoutes);
      await api.register(tripsRoutes, {
        defaultCurrency: config.defaultCurrency,
        clock: options.clock ?? systemClock,
      });
      await api.register(reportsRoutes, {
        defaultCurrency: config.defaultCurrency,
        clock: options.clock ?? systemClock,
      });
      await api.register(exchangeRatesRoutes);
      await api.register(speakersRoutes);
      await api.register(approvalWorkflowsRoutes);
      await api.register(assetsRoutes);
      await api.register(filesRoutes);
      await api.register(notificationsRoutes, { config, signingKey: secrets.urlSigningKey });
      await api.register(calendarRoutes, { config, signingKey: secrets.urlSigningKey });
      await api.register(exportsRoutes, { clock: options.clock ?? systemClock });
      await api.register(discoveryRoutes);
      await api.register(discoveryOfferRoutes);
      await api.register(discoveryInterestsRoutes);
      await api.register(searchRoutes);
      await api.register(discoverRoutes, { clock: options.clock ?? systemClock });
      await api.register(webhooksRoutes, {
        config,
        instanceKey: secrets.urlSigningKey,
        clock: options.clock ?? systemClock,
        fetch: options.webhookFetch,
        pace: database.kind === 'pglite',
      });
      await api.register(apiTokensRoutes, { clock: options.clock ?? systemClock });
      await api.register(adminUsersRoutes, {
        builtIn: config.oidc.mode === 'local',
        publicUrl: config.publicUrl,
        clock: options.clock ?? systemClock,
      });
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { root: options.webRoot ?? webRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
