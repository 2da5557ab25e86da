import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  stakeholderCreateSchema,
  stakeholderListQuerySchema,
  stakeholderRoleParamSchema,
  stakeholderSchema,
  stakeholderUpdateSchema,
} from '@shared/schemas/stakeholder';
import { registerRecordRoutes } from '../../lib/record-routes';
import { pagedListSummary, sendJsonPage } from '../../lib/list-reply';
import { listStakeholdersJson } from './stakeholder-list-json';
import { errorResponses } from '../../lib/route-options';
import {
  createStakeholder,
  deleteStakeholder,
  getStakeholder,
  listStakeholders,
  updateStakeholder,
} from './stakeholders.service';

const tags = ['stakeholders'];

/** Stakeholders: the paged list (also by role), GET one, create, a partial PUT and delete. */
export const stakeholdersRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRecordRoutes(app, {
    path: '/stakeholders',
    plural: 'stakeholders',
    tags,
    schemas: {
      list: stakeholderListQuerySchema,
      record: stakeholderSchema,
      create: stakeholderCreateSchema,
      update: stakeholderUpdateSchema,
    },
    services: {
      list: listStakeholders,
      listJson: listStakeholdersJson,
      get: getStakeholder,
      create: createStakeholder,
      update: updateStakeholder,
      remove: deleteStakeholder,
    },
  });

  app.get(
    '/stakeholders/role/:role',
    {
      schema: {
        tags,
        summary: pagedListSummary('the stakeholders of one role'),
        params: stakeholderRoleParamSchema,
        querystring: stakeholderListQuerySchema.omit({ role: true }),
        response: { 200: z.array(stakeholderSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) =>
      sendJsonPage(
        reply,
        await listStakeholdersJson(app.db, { ...request.query, role: request.params.role }),
      ),
  );
};
