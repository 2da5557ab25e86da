import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendeeCreateSchema,
  attendeeListQuerySchema,
  attendeeSchema,
  attendeeUpdateSchema,
} from '@shared/schemas/attendee';
import { registerRecordRoutes } from '../../lib/record-routes';
import { attendeeRecords, attendeeRoles } from './attendees.service';

/** Attendees: the paged list, the roles in use, GET one, create, a partial PUT and delete. */
export const attendeesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRecordRoutes(app, {
    path: '/attendees',
    plural: 'attendees',
    tags: ['attendees'],
    schemas: {
      list: attendeeListQuerySchema,
      record: attendeeSchema,
      create: attendeeCreateSchema,
      update: attendeeUpdateSchema,
    },
    services: attendeeRecords,
    valuesInUse: { roles: { field: 'role', read: attendeeRoles } },
  });
};
