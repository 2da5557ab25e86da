import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamSchema } from '@shared/schemas/common';
import {
  deliveryListQuerySchema,
  deliverySchema,
  followStateSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  testEmailResultSchema,
  unreadCountSchema,
} from '@shared/schemas/notifications';
import type { Config } from '../../config';
import { errorResponses, mutationLimit } from '../../lib/route-options';
import { listDeliveries } from './deliveries.service';
import { followState, setFollow } from './follow.service';
import { listNotifications, markAllRead, markRead, unreadCount } from './inbox.service';
import { getSettings, sendTestEmail, updateSettings } from './settings.service';
import { answerUnsubscribe } from './unsubscribe.service';

const tags = ['notifications'];

const unsubscribeQuerySchema = z.object({
  user: z.string().max(20).optional(),
  switch: z.string().max(40).optional(),
  signature: z.string().max(100).optional(),
});

const htmlPage = z.string().describe('A plain HTML page');

/**
 * The notification centre (list, unread count, mark read), Follow on events, the notification
 * settings (time zone, email status, admin test email), the admin's view of failed emails, and the
 * public one-click unsubscribe link of every email (RFC 8058).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  config: Config;
  signingKey: string;
}> = async (app, { config, signingKey }) => {
  // Mail clients POST the one-click unsubscribe as a form (RFC 8058); its body says nothing we need.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, _body, done) => done(null, {}),
  );
  const settingsContext = () => ({ db: app.db, mailer: app.notifications.mailer });

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s notifications, newest first; `before` pages on',
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listNotifications(app.db, request.user, request.query),
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        tags,
        summary: 'How many of the signed-in user’s notifications are unread',
        response: { 200: unreadCountSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ unread: await unreadCount(app.db, request.user) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Mark one notification read; answers the unread count',
        params: idParamSchema,
        response: { 200: unreadCountSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ({ unread: await markRead(app.db, request.user, request.params.id) }),
  );

  app.post(
    '/notifications/read-all',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Mark all of the signed-in user’s notifications read',
        response: { 200: unreadCountSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => ({ unread: await markAllRead(app.db, request.user) }),
  );

  app.get(
    '/events/:id/follow',
    {
      schema: {
        tags,
        summary: 'Whether the signed-in user follows an event (its reminders), and why',
        params: idParamSchema,
        response: { 200: followStateSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => followState(app.db, request.user, request.params.id),
  );

  app.put(
    '/events/:id/follow',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Follow an event: its CFP-deadline and event reminders reach the signed-in user',
        params: idParamSchema,
        response: { 200: followStateSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => setFollow(app.db, request.user, request.params.id, true),
  );

  app.delete(
    '/events/:id/follow',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Unfollow an event, also when one created it, submitted to it or attends it',
        params: idParamSchema,
        response: { 200: followStateSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => setFollow(app.db, request.user, request.params.id, false),
  );

  app.get(
    '/notifications/settings',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s time zone and whether email can go out',
        response: { 200: notificationSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => getSettings(settingsContext(), request.user),
  );

  app.put(
    '/notifications/settings',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Set the time zone reminders and the digest fall in (09:00 there)',
        body: notificationSettingsUpdateSchema,
        response: { 200: notificationSettingsSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => updateSettings(settingsContext(), request.user, request.body),
  );

  app.post(
    '/notifications/test-email',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Admins: send a test email to oneself; a failure says what the SMTP server did',
        response: { 200: testEmailResultSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) =>
      sendTestEmail(
        { ...settingsContext(), publicUrl: config.publicUrl, smtpUrl: config.mail.smtpUrl },
        request.user,
      ),
  );

  app.get(
    '/notifications/deliveries',
    {
      schema: {
        tags,
        summary: 'Admins: emails of the outbox in one state (failed, i.e. given up, by default)',
        querystring: deliveryListQuerySchema,
        response: { 200: z.array(deliverySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listDeliveries(app.db, request.user, request.query),
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/notifications/unsubscribe',
      config: { public: true },
      schema: {
        tags,
        summary:
          method === 'GET'
            ? 'The page of an email’s unsubscribe link: asks before turning the switch off'
            : 'One-click unsubscribe (RFC 8058): turns the switch the signed link names off',
        querystring: unsubscribeQuerySchema,
        // A body or query the app cannot read is answered by the error handler, in JSON.
        response: { 200: htmlPage, 400: z.union([htmlPage, errorSchema]), 404: htmlPage },
      },
      handler: async (request, reply) => {
        const answer = await answerUnsubscribe(app.db, signingKey, {
          method,
          query: request.query,
          url: request.url,
        });
        return reply
          .status(answer.status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(answer.html);
      },
    });
  }
};
