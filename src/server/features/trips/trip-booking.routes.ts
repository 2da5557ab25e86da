import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shared/schemas/common';
import { tripActualsSchema, tripBookingSchema, tripSchema } from '@shared/schemas/trip';
import { expectedVersion, ifMatchHeaders, versionedWriteErrors } from '../../lib/record-version';
import { errorResponses, mutationLimit } from '../../lib/route-options';
import { saveActuals, saveBooking } from './trip-booking.service';

const tags = ['trips'];
const writeErrors = errorResponses(400, 401, 403, 404, 409, 429);

/** After approval: the booking checklist, then actual costs and the reimbursement. */
export const tripBookingRoutes: FastifyPluginAsyncZod<{ defaultCurrency: string }> = async (
  app,
  { defaultCurrency },
) => {
  app.put(
    '/trips/:id/booking',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'Save the booking checklist of an approved trip (traveller or admin): ticket, transport and lodging each not needed, to book or booked, with a note; nothing left to book makes it booked, an item back to book makes it approved again',
        params: idParamSchema,
        headers: ifMatchHeaders,
        body: tripBookingSchema,
        response: { 200: tripSchema, ...writeErrors, ...versionedWriteErrors(tripSchema) },
      },
    },
    async (request) =>
      saveBooking(app.db, request.user, request.params.id, request.body, expectedVersion(request)),
  );

  app.put(
    '/trips/:id/actuals',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'Enter actual costs of an approved trip (lines with an id take their actual, new lines an actual only) and its reimbursement; the traveller or an admin until paid, then admins only; only an admin sets paid',
        params: idParamSchema,
        headers: ifMatchHeaders,
        body: tripActualsSchema,
        response: { 200: tripSchema, ...writeErrors, ...versionedWriteErrors(tripSchema) },
      },
    },
    async (request) =>
      saveActuals(
        app.db,
        request.user,
        request.params.id,
        request.body,
        expectedVersion(request),
        defaultCurrency,
      ),
  );
};
