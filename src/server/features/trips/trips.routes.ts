import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@shared/schemas/common';
import {
  tripApprovalSchema,
  tripCreateSchema,
  tripListQuerySchema,
  tripSchema,
  tripUpdateSchema,
} from '@shared/schemas/trip';
import { pagedListSummary, sendPage } from '../../lib/list-reply';
import { expectedVersion, ifMatchHeaders, versionedWriteErrors } from '../../lib/record-version';
import { errorResponses, mutationLimit } from '../../lib/route-options';
import type { Clock } from '../../lib/clock';
import { getTrip } from './trip-queries';
import { requestTripApproval } from './trip-approval';
import { tripReportRoutes } from './trip-report.routes';
import { tripBookingRoutes } from './trip-booking.routes';
import {
  cancelTrip,
  completeTrip,
  createTrip,
  deleteTrip,
  listTrips,
  updateTrip,
} from './trips.service';

const tags = ['trips'];
const writeErrors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * Trips: one person going to one event, its estimate, approval (a travel_request workflow) and
 * life; amounts without a currency take `defaultCurrency`.
 */
export const tripsRoutes: FastifyPluginAsyncZod<{ defaultCurrency: string; clock: Clock }> = async (
  app,
  { defaultCurrency, clock },
) => {
  await app.register(tripReportRoutes, { clock });
  await app.register(tripBookingRoutes, { defaultCurrency });
  app.get(
    '/trips',
    {
      schema: {
        tags,
        summary: pagedListSummary(
          'trips the user sees (their own and those they review; admins: all), newest departure first',
        ),
        querystring: tripListQuerySchema,
        response: { 200: z.array(tripSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => sendPage(reply, await listTrips(app.db, request.user, request.query)),
  );

  app.get(
    '/trips/:id',
    {
      schema: {
        tags,
        summary: 'One trip with its lines, totals per currency and report',
        params: idParamSchema,
        response: { 200: tripSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getTrip(app.db, request.user, request.params.id),
  );

  app.post(
    '/trips',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Plan a trip (for oneself; admins for anyone) with its estimate lines',
        body: tripCreateSchema,
        response: { 201: tripSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTrip(app.db, request.user, request.body, defaultCurrency)),
  );

  app.put(
    '/trips/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'Edit a trip (traveller or admin); `lines` replaces the estimate while it is a draft or sent back for changes, and then resubmits it',
        params: idParamSchema,
        headers: ifMatchHeaders,
        body: tripUpdateSchema,
        response: { 200: tripSchema, ...writeErrors, ...versionedWriteErrors(tripSchema) },
      },
    },
    async (request) =>
      updateTrip(
        app.db,
        request.user,
        request.params.id,
        request.body,
        expectedVersion(request),
        defaultCurrency,
      ),
  );

  app.delete(
    '/trips/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Delete a trip not yet sent for approval (traveller or admin)',
        params: idParamSchema,
        response: { 204: z.null().describe('Deleted'), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteTrip(app.db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/trips/:id/request-approval',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'Ask for approval: a travel_request workflow about the trip’s event, linked to the trip',
        params: idParamSchema,
        body: tripApprovalSchema,
        response: { 200: tripSchema, ...writeErrors },
      },
    },
    async (request) => requestTripApproval(app.db, request.user, request.params.id, request.body),
  );

  for (const [action, move] of [
    ['cancel', cancelTrip],
    ['complete', completeTrip],
  ] as const) {
    app.post(
      `/trips/:id/${action}`,
      {
        config: mutationLimit,
        schema: {
          tags,
          summary:
            action === 'cancel'
              ? 'Cancel a trip at any point before it is completed'
              : 'Mark a booked trip completed',
          params: idParamSchema,
          response: { 200: tripSchema, ...writeErrors },
        },
      },
      async (request) => move(app.db, request.user, request.params.id),
    );
  }
};
