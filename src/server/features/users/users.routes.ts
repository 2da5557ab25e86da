import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../shared/schemas/common';
import { userSchema } from '../../../shared/schemas/user';
import { getUser } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    { schema: { tags: ['users'], response: { 200: userSchema } } },
    async (request) => getUser(app.db, request.user, request.user.id),
  );

  app.get(
    '/users/:id',
    { schema: { tags: ['users'], params: idParamSchema, response: { 200: userSchema } } },
    async (request) => getUser(app.db, request.user, request.params.id),
  );
};
