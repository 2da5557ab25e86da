import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shared/schemas/common';
import { tripReportInputSchema, tripSchema } from '@shared/schemas/trip';
import type { Clock } from '../../lib/clock';
import { errorResponses, mutationLimit } from '../../lib/route-options';
import { saveTripReport } from './trip-report';

/** PUT /api/trips/{id}/report: the trip report, once the event has ended (by the app clock). */
export const tripReportRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.put(
    '/trips/:id/report',
    {
      config: mutationLimit,
      schema: {
        tags: ['trips'],
        summary:
          'Write or edit the trip report (traveller or admin) once the event has ended: saves it as the event’s trip_report asset and marks the trip reported',
        params: idParamSchema,
        body: tripReportInputSchema,
        response: { 200: tripSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      saveTripReport(
        app.db,
        request.user,
        request.params.id,
        request.body,
        clock.now().toISOString().slice(0, 10),
      ),
  );
};
