import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { workflowListQuerySchema } from '@shared/schemas/approval-workflow';
import { attendeeListQuerySchema } from '@shared/schemas/attendee';
import { cfpSubmissionListQuerySchema } from '@shared/schemas/cfp-submission';
import { discoveryListQuerySchema } from '@shared/schemas/discovered-conference';
import { eventListQuerySchema } from '@shared/schemas/event-list-query';
import { exportParamsSchema } from '@shared/schemas/export';
import { sponsorshipListQuerySchema } from '@shared/schemas/sponsorship';
import { stakeholderListQuerySchema } from '@shared/schemas/stakeholder';
import { talkListQuerySchema } from '@shared/schemas/talk';
import { tripListQuerySchema } from '@shared/schemas/trip';
import { errorResponses } from '../../lib/route-options';
import { pagesOf, sendExport, type ExportColumn } from '../../lib/export-stream';
import type { Clock } from '../../lib/clock';
import type { PageWindow } from '../../lib/sql';
import type { CurrentUser } from '../../lib/identity';
import { listWorkflows } from '../approval-workflows/public';
import { attendeeRecords } from '../attendees/public';
import { cfpSubmissionRecords } from '../cfp-submissions/public';
import { discoverViewer, listDiscovered } from '../discovery/public';
import { selectEventPage } from '../events/public';
import { sponsorshipRecords } from '../sponsorships/public';
import { listStakeholders } from '../stakeholders/public';
import { listTalks } from '../talks/public';
import { listTrips } from '../trips/public';
import {
  ATTENDEE_COLUMNS,
  CFP_SUBMISSION_COLUMNS,
  DISCOVER_COLUMNS,
  EVENT_COLUMNS,
  SPONSORSHIP_COLUMNS,
  STAKEHOLDER_COLUMNS,
  TALK_COLUMNS,
  TRIP_COLUMNS,
  WORKFLOW_COLUMNS,
} from './export-columns';

/**
 * GET /api/{list}/export/{csv|json}: every row the list's filters, search and sort select (all
 * pages, not just the visible one), streamed a page at a time. Same query parameters as the list;
 * paging ones are ignored.
 */
export const exportsRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  function exportRoute<Query, Row>(
    list: string,
    querystring: ZodType<Query>,
    columns: readonly ExportColumn<Row>[],
    readPage: (query: Query, page: PageWindow, user: CurrentUser) => Promise<Row[]>,
  ) {
    app.get(
      `/${list}/export/:format`,
      {
        schema: {
          tags: ['exports'],
          summary: `Every ${list.replace('-', ' ')} row the filters select, as CSV (UTF-8 with BOM) or JSON`,
          params: exportParamsSchema,
          querystring,
          response: errorResponses(400, 401),
        },
      },
      async (request, reply) =>
        sendExport(reply, {
          format: request.params.format,
          name: list,
          columns,
          pages: pagesOf((page) => readPage(request.query as Query, page, request.user)),
          today: clock.now(),
        }),
    );
  }

  exportRoute('events', eventListQuerySchema, EVENT_COLUMNS, async (query, page) => {
    const { sort, order, limit: _limit, offset: _offset, ...filters } = query;
    return (await selectEventPage(app.db, { filters, sort, order, ...page })).events;
  });
  exportRoute('attendees', attendeeListQuerySchema, ATTENDEE_COLUMNS, (query, page) =>
    attendeeRecords.list(app.db, { ...query, ...page }, false).then(({ rows }) => rows),
  );
  exportRoute(
    'cfp-submissions',
    cfpSubmissionListQuerySchema,
    CFP_SUBMISSION_COLUMNS,
    (query, page) =>
      cfpSubmissionRecords.list(app.db, { ...query, ...page }, false).then(({ rows }) => rows),
  );
  exportRoute('sponsorships', sponsorshipListQuerySchema, SPONSORSHIP_COLUMNS, (query, page) =>
    sponsorshipRecords.list(app.db, { ...query, ...page }, false).then(({ rows }) => rows),
  );
  exportRoute('stakeholders', stakeholderListQuerySchema, STAKEHOLDER_COLUMNS, (query, page) =>
    listStakeholders(app.db, { ...query, ...page }, false).then(({ rows }) => rows),
  );
  exportRoute('talks', talkListQuerySchema, TALK_COLUMNS, (query, page) =>
    listTalks(app.db, { ...query, ...page }, false).then(({ rows }) => rows),
  );
  exportRoute('approval-workflows', workflowListQuerySchema, WORKFLOW_COLUMNS, (query, page) =>
    listWorkflows(app.db, { ...query, ...page }, false).then(({ rows }) => rows),
  );
  exportRoute('discover', discoveryListQuerySchema, DISCOVER_COLUMNS, (query, page, user) =>
    listDiscovered(app.db, discoverViewer(user, clock), { ...query, ...page }, false).then(
      ({ rows }) => rows,
    ),
  );
  // The trips the person sees: their own and those they review; an admin's, every trip.
  exportRoute('trips', tripListQuerySchema, TRIP_COLUMNS, (query, page, user) =>
    listTrips(app.db, user, { ...query, ...page }, false).then(({ rows }) => rows),
  );
};
