import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ASSET_MESSAGES,
  assetListQuerySchema,
  assetSchema,
  assetTextCreateSchema,
  assetUpdateSchema,
} from '@shared/schemas/asset';
import { errorSchema, idParamSchema } from '@shared/schemas/common';
import { ValidationError } from '../../lib/errors';
import { mutationLimit } from '../../lib/route-options';
import { pagedListSummary, sendJsonPage } from '../../lib/list-reply';
import { expectedVersion, ifMatchHeaders, versionedWriteErrors } from '../../lib/record-version';
import { MULTIPART_OPTIONS } from '../../plugins/storage/storage.plugin';
import { createFileAsset, createTextAsset } from './asset-create.service';
import { listAssetsJson } from './asset-list-json';
import { deleteAsset, getAsset, updateAsset } from './assets.service';

const tags = ['assets'];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorSchema]));

const CREATE_DESCRIPTION = [
  'Text mode: a JSON body as below (isTextContent true).',
  'File mode: multipart/form-data with the fields name, type, description, eventId,',
  'cfpSubmissionId, talkId and tripId (a receipt: PDF or image), plus one `file` (jpeg, png, gif, pdf, pptx, ppt, docx, doc or zip, at most',
  '10 MB; the type is checked by content and extension).',
].join(' ');

/** Assets: list with filters, one, create (file or text), edit / link, delete. */
export const assetsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, MULTIPART_OPTIONS);

  app.get(
    '/assets',
    {
      schema: {
        tags,
        summary: pagedListSummary('assets, newest first'),
        querystring: assetListQuerySchema,
        response: { 200: z.array(assetSchema), ...errors(400, 401) },
      },
    },
    async (request, reply) =>
      sendJsonPage(reply, await listAssetsJson(app, request.user, request.query)),
  );

  app.get(
    '/assets/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: assetSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => getAsset(app, request.user, request.params.id),
  );

  app.post(
    '/assets',
    {
      config: mutationLimit,
      schema: {
        tags,
        description: CREATE_DESCRIPTION,
        consumes: ['application/json', 'multipart/form-data'],
        // Multipart bodies are read as a stream by the service, so the body is optional here.
        body: assetTextCreateSchema.nullish(),
        response: { 201: assetSchema, ...errors(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      let asset;
      if (request.isMultipart()) {
        asset = await createFileAsset(app, request.user, request.parts());
      } else if (request.body) {
        asset = await createTextAsset(app, request.user, request.body);
      } else {
        throw new ValidationError(ASSET_MESSAGES.file, { file: ASSET_MESSAGES.file });
      }
      return reply.status(201).send(asset);
    },
  );

  app.put(
    '/assets/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        params: idParamSchema,
        headers: ifMatchHeaders,
        body: assetUpdateSchema,
        response: {
          200: assetSchema,
          ...errors(400, 401, 403, 404, 429),
          ...versionedWriteErrors(assetSchema),
        },
      },
    },
    async (request) =>
      updateAsset(app, request.user, request.params.id, request.body, expectedVersion(request)),
  );

  app.delete(
    '/assets/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        params: idParamSchema,
        response: { 204: z.null().describe('Deleted'), ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await deleteAsset(app, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
