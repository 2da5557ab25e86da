import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sponsorshipCreateSchema,
  sponsorshipListQuerySchema,
  sponsorshipSchema,
  sponsorshipTotalsQuerySchema,
  sponsorshipUpdateSchema,
} from '@shared/schemas/sponsorship';
import { moneyTotalSchema } from '@shared/money';
import { registerRecordRoutes } from '../../lib/record-routes';
import { errorResponses } from '../../lib/route-options';
import {
  createSponsorship,
  sponsorshipRecords,
  sponsorshipTiers,
  updateSponsorship,
} from './sponsorships.service';
import { sponsorshipTotals } from './sponsorship-totals';

const tags = ['sponsorships'];

/**
 * Sponsorships (level is an alias of tier): the paged list and its totals per currency, the tiers
 * in use, GET one,
 * create, a partial PUT and delete; amounts without a currency take `defaultCurrency`.
 */
export const sponsorshipsRoutes: FastifyPluginAsyncZod<{ defaultCurrency: string }> = async (
  app,
  { defaultCurrency },
) => {
  app.get(
    '/sponsorships/totals',
    {
      schema: {
        tags,
        summary: 'Amounts added up per currency for the list filters (event, tier, status, q)',
        querystring: sponsorshipTotalsQuerySchema,
        response: { 200: z.array(moneyTotalSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => sponsorshipTotals(app.db, request.query),
  );

  registerRecordRoutes(app, {
    path: '/sponsorships',
    plural: 'sponsorships',
    tags,
    schemas: {
      list: sponsorshipListQuerySchema,
      record: sponsorshipSchema,
      create: sponsorshipCreateSchema,
      update: sponsorshipUpdateSchema,
    },
    services: {
      ...sponsorshipRecords,
      create: (db, user, input) => createSponsorship(db, user, input, defaultCurrency),
      update: (db, user, id, input, expected) =>
        updateSponsorship(db, user, id, input, expected, defaultCurrency),
    },
    valuesInUse: { tiers: { field: 'tier', read: sponsorshipTiers } },
  });
};
