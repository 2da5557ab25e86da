import type { Db } from '../../db/client';
import { recordNotices } from './outbox';

export interface DisabledWebhook {
  endpointId: number;
  url: string;
  ownerId: number;
  /** Since when every delivery failed. */
  failingSince: Date;
}

/** Tells a webhook's owner that it was switched off for failing (written in the disabling transaction). */
export async function notifyWebhookDisabled(tx: Db, hook: DisabledWebhook): Promise<void> {
  const since = hook.failingSince.toISOString().slice(0, 10);
  await recordNotices(tx, [
    {
      kind: 'webhook_disabled',
      subject: `webhook:${hook.endpointId}`,
      userId: hook.ownerId,
      title: `Webhook to ${new URL(hook.url).host} was switched off`,
      body: `Every delivery to ${hook.url} has failed since ${since}, so it was disabled. Check the receiver, then switch it on again in Admin → Webhooks.`,
      link: '/admin/webhooks',
      facts: [{ label: 'Failing since', value: since }],
    },
  ]);
}
