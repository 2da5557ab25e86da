import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shared/schemas/common';
import { contentDisposition } from './content-disposition';
import { findSignedFile, missingFile, type ServedFile } from './files.service';

const params = z.object({ key: z.string().max(100) });
const querystring = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});
const response = {
  200: z.string().meta({ format: 'binary', description: 'The file' }),
  403: errorSchema,
  404: errorSchema,
};
// Served files carry no script of ours: nothing may load from them but themselves.
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'";

function fileHeaders(reply: FastifyReply, file: ServedFile) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(file.name, file.mimeType, file.key))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .header('cache-control', `private, max-age=${file.secondsLeft}`);
}

/** GET and HEAD /api/files/{key}: the only way files leave storage, by signed link. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['files'],
    summary: 'A stored file through its signed link (GET, and HEAD for the headers only)',
    security: [],
    params,
    querystring,
    response,
  };

  app.get(
    '/files/:key',
    { config: { public: true }, exposeHeadRoute: false, schema },
    async (request, reply) => {
      const file = await findSignedFile(app, request.params.key, request.query);
      const stream = await app.storage.open(file.key);
      if (!stream) throw missingFile(app, file.key);
      return fileHeaders(reply, file).send(stream);
    },
  );

  app.head(
    '/files/:key',
    {
      config: { public: true },
      schema: { ...schema, response: { 403: errorSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      const file = await findSignedFile(app, request.params.key, request.query);
      return fileHeaders(reply, file).send();
    },
  );
};
