import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shared/schemas/common';
import {
  sponsorshipCreateSchema,
  sponsorshipListQuerySchema,
  sponsorshipSchema,
  sponsorshipTotalsQuerySchema,
  sponsorshipUpdateSchema,
} from '@shared/schemas/sponsorship';
import { moneyTotalSchema } from '@shared/money';
import { errorResponses, mutationLimit } from '../../lib/route-options';
import { pagedListSummary, sendPage } from '../../lib/list-reply';
import { expectedVersion, ifMatchHeaders, versionedWriteErrors } from '../../lib/record-version';
import {
  createSponsorship,
  deleteSponsorship,
  getSponsorship,
  listSponsorships,
  updateSponsorship,
} from './sponsorships.service';
import { sponsorshipTotals } from './sponsorship-totals';

const tags = ['sponsorships'];

/** Sponsorships (level is an alias of tier): list, create, delete, GET one and a partial PUT. */
export const sponsorshipsRoutes: FastifyPluginAsyncZod<{ defaultCurrency: string }> = async (
  app,
  { defaultCurrency },
) => {
  app.get(
    '/sponsorships',
    {
      schema: {
        tags,
        summary: pagedListSummary('sponsorships'),
        querystring: sponsorshipListQuerySchema,
        response: { 200: z.array(sponsorshipSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => sendPage(reply, await listSponsorships(app.db, request.query)),
  );

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

  app.get(
    '/sponsorships/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: sponsorshipSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getSponsorship(app.db, request.params.id),
  );

  app.post(
    '/sponsorships',
    {
      config: mutationLimit,
      schema: {
        tags,
        body: sponsorshipCreateSchema,
        response: { 201: sponsorshipSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createSponsorship(app.db, request.user, request.body, defaultCurrency)),
  );

  app.put(
    '/sponsorships/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        params: idParamSchema,
        headers: ifMatchHeaders,
        body: sponsorshipUpdateSchema,
        response: {
          200: sponsorshipSchema,
          ...errorResponses(400, 401, 403, 404, 429),
          ...versionedWriteErrors(sponsorshipSchema),
        },
      },
    },
    async (request) =>
      updateSponsorship(
        app.db,
        request.user,
        request.params.id,
        request.body,
        expectedVersion(request),
        defaultCurrency,
      ),
  );

  app.delete(
    '/sponsorships/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        params: idParamSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await deleteSponsorship(app.db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
