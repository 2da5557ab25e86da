import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cfpSubmissionCreateSchema,
  cfpSubmissionListQuerySchema,
  cfpSubmissionSchema,
  cfpSubmissionUpdateSchema,
} from '@shared/schemas/cfp-submission';
import { registerRecordRoutes } from '../../lib/record-routes';
import { cfpSubmissionServices } from './cfp-submissions.service';

/**
 * CFP submissions: the paged list, GET one, create, a partial PUT (the row dropdown sends only
 * status) and delete.
 */
export const cfpSubmissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRecordRoutes(app, {
    path: '/cfp-submissions',
    plural: 'CFP submissions',
    tags: ['cfp-submissions'],
    schemas: {
      list: cfpSubmissionListQuerySchema,
      record: cfpSubmissionSchema,
      create: cfpSubmissionCreateSchema,
      update: cfpSubmissionUpdateSchema,
    },
    services: cfpSubmissionServices,
  });
};
