import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedCreatedSchema,
  calendarFeedOptionsSchema,
  calendarFeedQuerySchema,
  calendarFeedStatusSchema,
} from '@shared/schemas/calendar-feed';
import { idParamSchema } from '@shared/schemas/common';
import { PRODUCT_NAME } from '@shared/domain';
import type { Config } from '../../config';
import { errorResponses, mutationLimit } from '../../lib/route-options';
import { calendarDocument } from './calendar-document';
import { feedTrips } from './calendar-trips';
import {
  calendarEvent,
  feedEvents,
  feedOwner,
  feedStatus,
  makeFeed,
  queryOptions,
  revokeFeed,
  updateFeedOptions,
  type FeedKeys,
} from './calendar-feed.service';

const tags = ['calendar'];
const icsText = z.string().describe('An iCalendar (RFC 5545) document');

/** Sends a calendar with a strong ETag of its bytes; an unchanged one answers 304 (polling clients). */
function sendCalendar(request: FastifyRequest, reply: FastifyReply, body: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
  reply
    .header('etag', etag)
    .header('cache-control', 'private, no-cache')
    .type('text/calendar; charset=utf-8');
  const wanted = request.headers['if-none-match'];
  if (wanted?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return reply.status(304).send();
  return reply.send(body);
}

/** A file name for a download: the event's name in plain characters. */
const fileName = (name: string) =>
  `${
    name
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'event'
  }.ics`;

/** The feed options a URL's query may name (URLs made before options were saved carry them). */
const QUERY_OPTIONS = ['events', 'cfp', 'type', 'priority'];
const namesOptions = (url: string) => {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  return QUERY_OPTIONS.some((name) => query.has(name));
};

/**
 * Calendar subscriptions: each person's private feed URL (made, shown, given new options and
 * revoked in Settings) that calendar apps poll without signing in, and one event as a download
 * ("Add to calendar").
 */
export const calendarRoutes: FastifyPluginAsyncZod<{ config: Config; signingKey: string }> = async (
  app,
  { config, signingKey },
) => {
  const keys: FeedKeys = { publicUrl: config.publicUrl, signingKey };
  app.get(
    '/calendar-feed',
    {
      schema: {
        tags,
        summary: "The signed-in person's calendar feed: whether there is one, its options and URL",
        response: { 200: calendarFeedStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => feedStatus(app.db, request.user, keys),
  );

  app.post(
    '/calendar-feed',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'Make a new feed URL (the previous one stops working: for a leaked link); the feed ' +
          'keeps its options unless the body gives them',
        body: calendarFeedOptionsSchema.nullish(),
        response: { 200: calendarFeedCreatedSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => makeFeed(app.db, request.user, keys, request.body ?? undefined),
  );

  app.put(
    '/calendar-feed/options',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Change what the feed holds; its URL stays, so subscribed calendars follow',
        body: calendarFeedOptionsSchema,
        response: { 200: calendarFeedStatusSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => updateFeedOptions(app.db, request.user, keys, request.body),
  );

  app.delete(
    '/calendar-feed',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Turn the calendar feed off: its URL answers 404 from now on',
        response: { 204: z.null(), ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      await revokeFeed(app.db, request.user);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/calendar/:file',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'A private calendar feed, for calendar apps to subscribe to. It holds what its saved ' +
          'options say; a URL naming options in its query (events=all|followed, cfp=true|false, ' +
          'type and priority as comma-separated lists) holds those instead',
        security: [],
        params: z.object({ file: z.string().max(200) }),
        querystring: calendarFeedQuerySchema,
        response: { 200: icsText, 304: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const owner = await feedOwner(app.db, request.params.file, app.notifications.clock.now());
      const options = namesOptions(request.url) ? queryOptions(request.query) : owner.options;
      const rows = await feedEvents(app.db, owner.userId, options);
      const trips = await feedTrips(app.db, owner.userId);
      const name =
        options.events === 'followed' ? `${PRODUCT_NAME}: followed events` : PRODUCT_NAME;
      const { publicUrl } = config;
      const body = calendarDocument(rows, { publicUrl, name, cfp: options.cfp, trips });
      return sendCalendar(request, reply, body);
    },
  );

  app.get(
    '/events/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: 'One event (and its CFP deadline) as an iCalendar file, for "Add to calendar"',
        params: idParamSchema,
        response: { 200: icsText, 304: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const row = await calendarEvent(app.db, request.params.id);
      const body = calendarDocument([row], {
        publicUrl: config.publicUrl,
        name: row.name,
        cfp: true,
      });
      reply.header('content-disposition', `attachment; filename="${fileName(row.name)}"`);
      return sendCalendar(request, reply, body);
    },
  );
};
