import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const NOT_SPA = /^\/(api|oidc|interaction)(\/|$)/;

/**
 * Serves the built SPA from dist/web, with index.html for every client-side route. The build
 * writes `.br` and `.gz` beside each text file; they are sent as they are when the request
 * accepts them (with `Vary: Accept-Encoding`), so nothing is compressed per request.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    const hasBuild = existsSync(path.join(options.root, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: options.root,
        index: false,
        wildcard: true,
        preCompressed: true,
        setHeaders(response, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          response.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    const sendIndex = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html');
    // The static plugin answers a bare directory with 403; the app root is a page (sign-in returns there).
    if (hasBuild) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0]!;
      const wantsPage = request.method === 'GET' && !NOT_SPA.test(url) && !path.extname(url);
      if (wantsPage && hasBuild) return sendIndex(reply);
      if (wantsPage) {
        return reply
          .status(404)
          .type('text/plain')
          .send('The web app is not built yet: run npm run build.');
      }
      return reply.status(404).send({ message: `No route for ${request.method} ${url}` });
    });
  },
  { name: 'web' },
);
