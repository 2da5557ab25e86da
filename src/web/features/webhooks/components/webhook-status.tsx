import { Badge } from '@web/components/ui/badge';
import { formatDate } from '@web/lib/format';
import type { WebhookEndpoint } from '@shared/schemas/webhook';

/** On, off, or failing: with why the app switched it off, or since when every delivery failed. */
export function WebhookStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <div className="grid gap-1">
      {endpoint.enabled ? (
        <Badge variant="outline">Enabled</Badge>
      ) : (
        <Badge variant="secondary">Disabled</Badge>
      )}
      {endpoint.disabledReason && (
        <span className="text-xs text-red-700 dark:text-red-300">{endpoint.disabledReason}</span>
      )}
      {endpoint.failingSince && (
        <span className="text-xs text-red-700 dark:text-red-300">
          Failing since {formatDate(endpoint.failingSince, 'MMM d, yyyy, HH:mm')}
        </span>
      )}
    </div>
  );
}
