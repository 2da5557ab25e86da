import { PlusIcon } from 'lucide-react';
import { PageHeader } from '@web/components/layout/page-header';
import { ListState } from '@web/components/records/list-state';
import { Button } from '@web/components/ui/button';
import { useWebhooks } from '../api/webhooks';
import { useWebhookDialogs } from '../components/webhook-dialogs';
import { WebhooksTable } from '../components/webhooks-table';

/** /admin/webhooks (admins): the endpoints that hear about changes, and what to do with them. */
export function WebhooksPage() {
  const webhooks = useWebhooks();
  const { act, add, dialogs } = useWebhookDialogs();
  const rows = webhooks.data ?? [];
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Webhooks"
        description="Endpoints the app posts changes to: signed JSON (Standard Webhooks), or messages to a Slack or Microsoft Teams channel."
        actions={
          <Button onClick={add}>
            <PlusIcon aria-hidden="true" />
            Add Webhook
          </Button>
        }
      />
      <ListState
        loading={webhooks.isPending}
        failed={webhooks.isError && !webhooks.data}
        stale={webhooks.isError && Boolean(webhooks.data)}
        retrying={webhooks.isFetching}
        empty={rows.length === 0}
        loadingText="Loading webhooks..."
        errorText={`Unable to load the webhooks: ${webhooks.error?.message ?? ''}`}
        emptyText="No webhook yet. Add one to tell another system or a team channel about changes."
        onRetry={() => void webhooks.refetch()}
      >
        <WebhooksTable rows={rows} onAction={act} />
      </ListState>
      {dialogs}
    </div>
  );
}
