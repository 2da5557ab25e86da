import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamSchema } from '@shared/schemas/common';
import {
  profileUpdateSchema,
  userListQuerySchema,
  userSchema,
  userSummarySchema,
} from '@shared/schemas/user';
import { expectedVersion, ifMatchHeaders, versionedWriteErrors } from '../../lib/record-version';
import { mutationLimit } from '../../lib/route-options';
import { MULTIPART_OPTIONS } from '../../plugins/storage/storage.plugin';
import { replaceHeadshot } from './headshot.service';
import { updateProfile } from './profile.service';
import { getUser, listUsers } from './users.service';

const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorSchema]));

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, MULTIPART_OPTIONS);

  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Who has signed in, ordered by name; q searches name, username and email',
        querystring: userListQuerySchema,
        response: { 200: z.array(userSummarySchema), 401: errorSchema },
      },
    },
    async (request) => listUsers(app, request.query),
  );

  app.get(
    '/users/me',
    { schema: { tags: ['users'], response: { 200: userSchema, 401: errorSchema } } },
    async (request) => getUser(app, request.user, request.user.id),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        params: idParamSchema,
        response: { 200: userSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => getUser(app, request.user, request.params.id),
  );

  app.put(
    '/users/:id/profile',
    {
      config: mutationLimit,
      schema: {
        tags: ['users'],
        summary:
          'Edit one’s own profile and notification preferences; 409 when another account holds the email',
        params: idParamSchema,
        headers: ifMatchHeaders,
        body: profileUpdateSchema,
        response: {
          200: userSchema,
          ...errors(400, 401, 403, 404, 409, 429),
          ...versionedWriteErrors(userSchema),
        },
      },
    },
    async (request) =>
      updateProfile(app, request.user, request.params.id, request.body, expectedVersion(request)),
  );

  app.post(
    '/users/:id/headshot',
    {
      config: mutationLimit,
      schema: {
        tags: ['users'],
        summary: 'Upload one’s own headshot (multipart field `headshot`; JPG, PNG or GIF ≤ 10 MB)',
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        // Documents the form; the service reads the multipart stream itself.
        body: z.object({ headshot: z.any().meta({ type: 'string', format: 'binary' }) }).nullish(),
        response: { 200: userSchema, ...errors(400, 401, 403, 404, 413, 415, 429) },
      },
    },
    async (request) =>
      replaceHeadshot(app, request.user, request.params.id, async () => {
        if (!request.isMultipart()) return undefined;
        return request.file();
      }),
  );
};
