import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { databaseRateLimitStore } from '../lib/rate-limit-store';
import '../lib/route-options';

/**
 * Security headers with a CSP the SPA passes, and the rate limiter routes opt into; it counts in
 * the database, so every process and replica shares one count per route and client.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { config } = options;
    const identityOrigin = new URL(config.oidc.issuer).origin;
    const self = ["'self'"];
    const withIdentity =
      identityOrigin === new URL(config.publicUrl).origin ? self : [...self, identityOrigin];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: self,
          baseUri: self,
          scriptSrc: self,
          styleSrc: [...self, "'unsafe-inline'"],
          imgSrc: [...self, 'data:', 'blob:'],
          fontSrc: [...self, 'data:'],
          connectSrc: withIdentity,
          frameSrc: withIdentity,
          formAction: withIdentity,
          workerSrc: [...self, 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: self,
          ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // The PDF worker and signed file links open in new tabs; keep cross-origin isolation off.
      crossOriginEmbedderPolicy: false,
    });
    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore({ db: () => app.db }),
    });
    app.decorate('writeRateLimit', config.writeRateLimit);
  },
  { name: 'security' },
);
