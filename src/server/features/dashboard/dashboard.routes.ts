import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@shared/schemas/common';
import { dashboardQuerySchema, dashboardSchema } from '@shared/schemas/dashboard';
import { myWeekQuerySchema, myWeekSchema } from '@shared/schemas/my-week';
import { getDashboard } from './dashboard.service';
import { getMyWeek } from './my-week.service';

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

  app.get(
    '/me/week',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'My week: what needs the signed-in person now and in the next 14 days',
        description:
          'One list per kind of line, in order: approvals waiting for my decision (oldest first), ' +
          'my requests waiting on others, CFPs closing within 14 days of events with the speaking ' +
          'goal without and with a submission, drafts of my talks whose CFP closes within 14 days, ' +
          'discovered CFPs matching my interests closing within 30 days (with discoveryId for ' +
          'Track and Dismiss), events I follow or attend starting within 14 days ' +
          'with who goes, overdue approvals, drafts past their CFP deadline, and events that ' +
          'ended while still planning or confirmed (needs wrap-up). Each list gives its total and ' +
          'its first 10 lines. `today` (YYYY-MM-DD) is the browser’s date; the server’s UTC date ' +
          'otherwise.',
        querystring: myWeekQuerySchema,
        response: { 200: myWeekSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) =>
      getMyWeek(
        app.db,
        request.user,
        request.query.today ?? app.notifications.clock.now().toISOString().slice(0, 10),
      ),
  );
};
