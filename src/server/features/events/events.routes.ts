import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonPage } from '../../lib/list-reply';
import { mutationLimit } from '../../lib/route-options';
import { expectedVersion, ifMatchHeaders, versionedWriteErrors } from '../../lib/record-version';
import { z } from 'zod';
import { errorSchema, idParamSchema } from '@shared/schemas/common';
import { eventCreateSchema, eventSchema, eventUpdateSchema } from '@shared/schemas/event';
import { eventDeletionSchema } from '@shared/schemas/event-deletion';
import { eventStatusBulkResultSchema, eventStatusBulkSchema } from '@shared/schemas/event-status';
import { calendarEventSchema, eventCalendarQuerySchema } from '@shared/schemas/event-calendar';
import { eventListQuerySchema } from '@shared/schemas/event-list-query';
import {
  createEvent,
  deleteEvent,
  getEvent,
  getEventDeletion,
  listCalendarEvents,
  listEvents,
  setEventsStatus,
  updateEvent,
} from './events.service';

const tags = ['events'];
const readErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const writeErrors = { ...readErrors, 403: errorSchema, 429: errorSchema };

/** Events: list with filters, sorting and paging; read, create, update, delete. */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'List events (filtered, sorted, paged); X-Total-Count carries the filtered total',
        querystring: eventListQuerySchema,
        response: { 200: z.array(eventSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) =>
      sendJsonPage(reply, await listEvents(app.db, request.user, request.query)),
  );

  app.get(
    '/events/calendar',
    {
      schema: {
        tags,
        summary:
          'Events a calendar range shows (running in it or with their CFP deadline in it), with counts; X-Total-Count carries how many matched',
        querystring: eventCalendarQuerySchema,
        response: { 200: z.array(calendarEventSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const calendar = await listCalendarEvents(app.db, request.user, request.query);
      reply.header('X-Total-Count', String(calendar.total));
      return calendar.events;
    },
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'One event with its counts, speakers, attendees and trip reports',
        params: idParamSchema,
        response: { 200: eventSchema, ...readErrors },
      },
    },
    async (request) => getEvent(app.db, request.user, request.params.id),
  );

  app.get(
    '/events/:id/deletion',
    {
      schema: {
        tags,
        summary:
          'What deleting the event takes with it (CFP submissions, attendees, sponsorships), how many of those others created, and whether you may delete it',
        params: idParamSchema,
        response: { 200: eventDeletionSchema, ...readErrors },
      },
    },
    async (request) => getEventDeletion(app.db, request.user, request.params.id),
  );

  app.post(
    '/events',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Create an event (goals may be a JSON string, a list or one value)',
        body: eventCreateSchema,
        response: { 201: eventSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createEvent(app.db, request.user, request.body);
    },
  );

  app.post(
    '/events/status',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'Set one status on several events at once (at most 500): all of them or none; 400 naming any event that does not exist. Each change is in the edit history and tells the event’s followers',
        body: eventStatusBulkSchema,
        response: {
          200: eventStatusBulkResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => setEventsStatus(app.db, request.user, request.body),
  );

  app.put(
    '/events/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'Update some fields of an event; the date rules apply to the result. If-Match with an older ETag answers 412 with the current event',
        params: idParamSchema,
        headers: ifMatchHeaders,
        body: eventUpdateSchema,
        response: { 200: eventSchema, ...writeErrors, ...versionedWriteErrors(eventSchema) },
      },
    },
    async (request) =>
      updateEvent(app.db, request.user, request.params.id, request.body, expectedVersion(request)),
  );

  app.delete(
    '/events/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'Delete an event with its CFP submissions, attendees and sponsorships: its creator or an admin, and only an admin when some of those records are other people’s',
        params: idParamSchema,
        response: { 204: z.null().describe('Deleted'), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteEvent(app.db, request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
