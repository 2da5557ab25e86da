import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointWithSecret,
} from '@shared/schemas/webhook';
import { recordMutations } from '@web/components/records/record-mutations';
import { api, apiListPage } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

export const DELIVERIES_PAGE_SIZE = 25;

const keys = queryKeys.webhooks;
const endpointPath = (id: number) => `${keys.path}/${id}`;

/** GET /api/webhooks: every endpoint (admins), never their secrets. */
export function useWebhooks() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => api.get<WebhookEndpoint[]>(keys.path, undefined, signal),
  });
}

/** GET /api/webhooks/{id}: the endpoint page's header. */
export function useWebhook(id: number) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: ({ signal }) => api.get<WebhookEndpoint>(endpointPath(id), undefined, signal),
  });
}

/** GET /api/webhooks/{id}/deliveries: one page of the endpoint's delivery log, newest first. */
export function useWebhookDeliveries(id: number, page: number) {
  const params = { limit: DELIVERIES_PAGE_SIZE, offset: page * DELIVERIES_PAGE_SIZE };
  return useQuery({
    queryKey: keys.deliveries(id, params),
    queryFn: ({ signal }) =>
      apiListPage<WebhookDelivery>(`${endpointPath(id)}/deliveries`, params, signal),
    placeholderData: keepPreviousData,
  });
}

export const webhookLabel = (endpoint: WebhookEndpoint) => endpoint.description ?? endpoint.url;

/**
 * Add, edit with If-Match, delete. Add's answer is a WebhookEndpointWithSecret: the screen shows
 * its secret once from the mutation's data and forgets it (reset) when that dialog closes.
 */
export const webhookMutations = recordMutations<WebhookEndpoint, WebhookEndpointCreate>({
  keys,
  noun: 'Webhook',
  label: webhookLabel,
  dependents: [keys.all],
});

/** PUT /api/webhooks/{id} with only `enabled`, naming the version the admin saw. */
export function useSetWebhookEnabled() {
  return useMutation({
    mutationFn: ({ endpoint, enabled }: { endpoint: WebhookEndpoint; enabled: boolean }) =>
      api.put<WebhookEndpoint>(endpointPath(endpoint.id), { enabled }, endpoint.version),
    meta: mutationMeta<WebhookEndpoint, { endpoint: WebhookEndpoint; enabled: boolean }>({
      success: (saved) => ({
        title: saved.enabled ? 'Webhook Enabled' : 'Webhook Disabled',
        description: saved.enabled
          ? `${webhookLabel(saved)} receives deliveries again.`
          : `${webhookLabel(saved)} receives nothing until it is enabled.`,
      }),
      error: (error) => `Failed to change the webhook: ${error.message}`,
      invalidates: [keys.all],
    }),
  });
}

/** POST /api/webhooks/{id}/rotate-secret: the new secret is in the answer and nowhere else. */
export function useRotateSecret() {
  return useMutation({
    mutationFn: (endpoint: WebhookEndpoint) =>
      api.post<WebhookEndpointWithSecret>(`${endpointPath(endpoint.id)}/rotate-secret`),
    meta: mutationMeta<WebhookEndpointWithSecret, WebhookEndpoint>({
      error: 'Failed to rotate the secret',
      invalidates: [keys.all],
    }),
  });
}

/** POST /api/webhooks/{id}/test: a test delivery, sent in the next notification pass. */
export function useSendTest() {
  return useMutation({
    mutationFn: (endpoint: WebhookEndpoint) =>
      api.post<WebhookDelivery>(`${endpointPath(endpoint.id)}/test`),
    meta: mutationMeta<WebhookDelivery, WebhookEndpoint>({
      success: (_delivery, endpoint) => ({
        title: 'Test Queued',
        description: `A test delivery to ${webhookLabel(endpoint)} goes out within a minute.`,
      }),
      error: (error) => `Failed to send a test: ${error.message}`,
      invalidates: [keys.all],
    }),
  });
}

type ResendInput = { endpoint: WebhookEndpoint; delivery: WebhookDelivery };

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/resend: the same webhook-id again. */
export function useResendDelivery() {
  return useMutation({
    mutationFn: ({ endpoint, delivery }: ResendInput) =>
      api.post<WebhookDelivery>(`${endpointPath(endpoint.id)}/deliveries/${delivery.id}/resend`),
    meta: mutationMeta<WebhookDelivery, ResendInput>({
      success: () => ({
        title: 'Resend Queued',
        description: 'The delivery goes out again within a minute.',
      }),
      error: (error) => `Failed to resend: ${error.message}`,
      invalidates: [keys.all],
    }),
  });
}
