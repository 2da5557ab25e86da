import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@shared/schemas/common';
import { dashboardQuerySchema, dashboardSchema } from '@shared/schemas/dashboard';
import { getDashboard } from './dashboard.service';

/** GET /api/dashboard: the dashboard's counts and lists, so the browser never loads full tables. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Totals, upcoming events, CFP deadlines, recent submissions, events per month',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => getDashboard(app.db, request.user, request.query.today),
  );
};
