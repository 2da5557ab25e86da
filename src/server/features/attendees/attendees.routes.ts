import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendeeCreateSchema,
  attendeeListQuerySchema,
  attendeeSchema,
  attendeeUpdateSchema,
} from '@shared/schemas/attendee';
import { idParamSchema } from '@shared/schemas/common';
import { errorResponses, mutationLimit } from '../../lib/route-options';
import { pagedListSummary, sendPage } from '../../lib/list-reply';
import { expectedVersion, ifMatchHeaders, versionedWriteErrors } from '../../lib/record-version';
import {
  createAttendee,
  deleteAttendee,
  getAttendee,
  listAttendees,
  updateAttendee,
} from './attendees.service';

const tags = ['attendees'];

/** Attendees: list, create and delete, plus GET one and a partial PUT. */
export const attendeesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/attendees',
    {
      schema: {
        tags,
        summary: pagedListSummary('attendees'),
        querystring: attendeeListQuerySchema,
        response: { 200: z.array(attendeeSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => sendPage(reply, await listAttendees(app.db, request.query)),
  );

  app.get(
    '/attendees/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: attendeeSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getAttendee(app.db, request.params.id),
  );

  app.post(
    '/attendees',
    {
      config: mutationLimit,
      schema: {
        tags,
        body: attendeeCreateSchema,
        response: { 201: attendeeSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAttendee(app.db, request.user, request.body)),
  );

  app.put(
    '/attendees/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        params: idParamSchema,
        headers: ifMatchHeaders,
        body: attendeeUpdateSchema,
        response: {
          200: attendeeSchema,
          ...errorResponses(400, 401, 403, 404, 429),
          ...versionedWriteErrors(attendeeSchema),
        },
      },
    },
    async (request) =>
      updateAttendee(
        app.db,
        request.user,
        request.params.id,
        request.body,
        expectedVersion(request),
      ),
  );

  app.delete(
    '/attendees/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        params: idParamSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await deleteAttendee(app.db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
