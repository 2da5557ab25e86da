import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@shared/schemas/common';
import { editHistoryEntrySchema, editHistoryParamsSchema } from '@shared/schemas/edit-history';
import { listEditHistory } from './edit-history.service';

/** GET /api/edit-history/{entityType}/{id}: the recorded creates, updates, deletes of an event. */
export const editHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/edit-history/:entityType/:id',
    {
      schema: {
        tags: ['edit-history'],
        summary: "An entity's recorded creates, updates and deletes, newest first",
        params: editHistoryParamsSchema,
        response: {
          200: z.array(editHistoryEntrySchema),
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) =>
      listEditHistory(app.db, request.user, request.params.entityType, request.params.id),
  );
};
