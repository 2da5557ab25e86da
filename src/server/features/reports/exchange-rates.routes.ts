import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@shared/schemas/common';
import {
  EXCHANGE_RATE_MESSAGES,
  exchangeRateInputSchema,
  exchangeRateSchema,
} from '@shared/schemas/exchange-rate';
import { can, ensure } from '../../lib/permissions';
import { errorResponses, mutationLimit } from '../../lib/route-options';
import { deleteExchangeRate, listExchangeRates, putExchangeRate } from './exchange-rates.service';

const tags = ['admin'];

/** Admin → Exchange rates: the rates reports convert money with; admins only. */
export const exchangeRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Refused before the body is read: a plain user learns nothing of the input and writes nothing.
  app.addHook('onRequest', async (request) => {
    ensure(can.administer(request.user), EXCHANGE_RATE_MESSAGES.adminsOnly);
  });

  app.get(
    '/admin/exchange-rates',
    {
      schema: {
        tags,
        summary: 'Exchange rates (admins): a rate per currency pair and month, latest month first',
        response: { 200: z.array(exchangeRateSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => listExchangeRates(app.db, request.user),
  );

  app.put(
    '/admin/exchange-rates',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'Set the rate of a currency pair for a month (1 base is `rate` quote); replaces the month’s rate if there is one',
        body: exchangeRateInputSchema,
        response: { 200: exchangeRateSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => putExchangeRate(app.db, request.user, request.body),
  );

  app.delete(
    '/admin/exchange-rates/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Delete an exchange rate',
        params: idParamSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await deleteExchangeRate(app.db, request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
