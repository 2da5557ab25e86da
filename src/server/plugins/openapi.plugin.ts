import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/** OpenAPI document generated from the routes' zod schemas, at /api/openapi.json and /api/docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'OSPO Events API', version: options.config.version },
        servers: [{ url: options.config.publicUrl }],
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description:
                'The access token of a sign-in (a JWT), or a personal API token (ospo_…, made in Settings → API tokens) with its owner’s rights; a read-only one may only GET',
            },
          },
        },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
      app.swagger(),
    );
  },
  { name: 'openapi' },
);
