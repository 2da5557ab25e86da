import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, idSchema } from '@shared/schemas/common';
import {
  webhookDeliveryListQuerySchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointSchemas,
  webhookEndpointWithSecretSchema,
} from '@shared/schemas/webhook';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { sendPage } from '../../lib/list-reply';
import { expectedVersion, ifMatchHeaders, versionedWriteErrors } from '../../lib/record-version';
import { errorResponses, mutationLimit } from '../../lib/route-options';
import { SecretBox } from '../../lib/secret-box';
import { deliverDueWebhooks } from './delivery';
import { systemResolver, type FetchOptions } from './webhook-fetch';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  rotateSecret,
  sendTest,
  updateEndpoint,
} from './webhooks.service';

export interface WebhooksRoutesOptions {
  config: Config;
  /** The instance key the secrets are sealed with (secrets.json's URL-signing key). */
  instanceKey: string;
  clock: Clock;
  /** Tests: a resolver stub and the self-signed receiver's certificate. */
  fetch?: Partial<Pick<FetchOptions, 'resolver' | 'ca'>>;
  pace: boolean;
}

const tags = ['webhooks'];
const deliveryParams = z.object({ id: idSchema, deliveryId: idSchema });

/**
 * Admin → Webhooks (admins only): endpoints, their secrets (shown once), the delivery log, resend
 * and send test. Deliveries go out in the notification pass, from webhook_deliveries.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<WebhooksRoutesOptions> = async (
  app,
  options,
) => {
  const { allowHttp, allowPrivate } = options.config.webhooks;
  const box = new SecretBox(options.instanceKey, 'webhook-secrets');
  const resolver = options.fetch?.resolver ?? systemResolver;
  const context = { db: app.db, box, resolver, allowPrivate };
  const schemas = webhookEndpointSchemas({ allowHttp });
  app.notifications.alsoSend((now) =>
    deliverDueWebhooks(
      {
        db: app.db,
        box,
        publicUrl: options.config.publicUrl,
        fetch: { resolver, allowPrivate, ca: options.fetch?.ca },
        pace: options.pace,
      },
      now,
    ),
  );

  app.get(
    '/webhooks',
    {
      schema: {
        tags,
        summary: 'Webhook endpoints (admins; never their secrets)',
        response: { 200: z.array(webhookEndpointSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => listEndpoints(app.db, request.user),
  );

  app.get(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'One webhook endpoint (admins)',
        params: idParamSchema,
        response: { 200: webhookEndpointSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getEndpoint(app.db, request.user, request.params.id),
  );

  app.post(
    '/webhooks',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'Add a webhook endpoint (admins). The signing secret (whsec_…) is in this answer only. The URL must be https (http with WEBHOOKS_ALLOW_HTTP=1) and not resolve to a private address',
        body: schemas.create,
        response: { 201: webhookEndpointWithSecretSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEndpoint(context, request.user, request.body)),
  );

  app.put(
    '/webhooks/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Change a webhook endpoint (admins); switching it on again clears its failures',
        params: idParamSchema,
        headers: ifMatchHeaders,
        body: schemas.update,
        response: {
          200: webhookEndpointSchema,
          ...errorResponses(400, 401, 403, 404, 429),
          ...versionedWriteErrors(webhookEndpointSchema),
        },
      },
    },
    async (request) =>
      updateEndpoint(
        context,
        request.user,
        request.params.id,
        request.body,
        expectedVersion(request),
      ),
  );

  app.delete(
    '/webhooks/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Delete a webhook endpoint and its delivery log (admins)',
        params: idParamSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await deleteEndpoint(app.db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'A new signing secret, in this answer only; the previous one still signs (a second v1 signature) for 24 hours',
        params: idParamSchema,
        response: {
          200: webhookEndpointWithSecretSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => rotateSecret(context, request.user, request.params.id, options.clock.now()),
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: 'The endpoint’s delivery log, newest first (X-Total-Count: all of them)',
        params: idParamSchema,
        querystring: webhookDeliveryListQuerySchema,
        response: { 200: z.array(webhookDeliverySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listDeliveries(app.db, request.user, request.params.id, request.query)),
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/resend',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Send a delivery again (same webhook-id), in the next pass',
        params: deliveryParams,
        response: { 202: webhookDeliverySchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await resendDelivery(app.db, request.user, request.params.id, request.params.deliveryId),
        ),
  );

  app.post(
    '/webhooks/:id/test',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Send a test message to the endpoint, in the next pass',
        params: idParamSchema,
        response: { 202: webhookDeliverySchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await sendTest(app.db, request.user, request.params.id)),
  );
};
