import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { databaseRateLimitStore } from '../lib/rate-limit-store';
import '../lib/route-options';

/**
 * The headers helmet sets with these options, worked out once: they are the same for every
 * answer (no nonces), and building helmet from its options per request cost ~10% of a small
 * API request's CPU.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => {},
  };
  helmet(options)(
    {} as IncomingMessage,
    collect as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What helmet sets: for answers written on the raw response, outside Fastify's reply. */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

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
    const headers = securityHeaders({
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
    app.decorate('securityHeaders', headers);
    // On the reply, not the raw response: Node writes a head from one object in one step, but
    // from raw headers and the reply's header by header.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore({ db: () => app.db }),
    });
    app.decorate('writeRateLimit', config.writeRateLimit);
  },
  { name: 'security' },
);
