import { ArrowLeftIcon, SendIcon } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { WEBHOOK_KIND_LABELS } from '@shared/schemas/webhook';
import { PageHeader } from '@web/components/layout/page-header';
import { ListState } from '@web/components/records/list-state';
import { usePageParam } from '@web/components/records/use-page-param';
import { Button } from '@web/components/ui/button';
import { Pager } from '@web/components/ui/pager';
import { ApiError } from '@web/lib/api-client';
import {
  DELIVERIES_PAGE_SIZE,
  useResendDelivery,
  useWebhook,
  useWebhookDeliveries,
} from '../api/webhooks';
import { DeliveriesTable } from '../components/deliveries-table';
import { useWebhookDialogs } from '../components/webhook-dialogs';
import { WebhookStatus } from '../components/webhook-status';
import { WebhookActions, webhookSubscriptions } from '../components/webhooks-table';

function BackLink() {
  return (
    <Link
      to="/admin/webhooks"
      className="text-muted-foreground hover:text-foreground inline-flex w-fit items-center gap-1 text-sm"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      All webhooks
    </Link>
  );
}

/** /admin/webhooks/{id} (admins): the endpoint, its delivery log with Resend, and Send test. */
export function WebhookPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const endpoint = useWebhook(id);
  const [page, setPage] = usePageParam(String(id));
  const deliveries = useWebhookDeliveries(id, page);
  const resend = useResendDelivery();
  const { act, dialogs } = useWebhookDialogs({ onDeleted: () => void navigate('/admin/webhooks') });

  if (!endpoint.data) {
    const missing = endpoint.error instanceof ApiError && endpoint.error.status === 404;
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-4">
        <BackLink />
        <h1 className="text-2xl font-semibold tracking-tight" role="status">
          {endpoint.isPending
            ? 'Loading webhook...'
            : missing
              ? 'Webhook Not Found'
              : 'Failed to load the webhook. Please try again later.'}
        </h1>
      </div>
    );
  }
  const current = endpoint.data;
  const rows = deliveries.data?.items ?? [];
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4">
      <BackLink />
      <PageHeader
        title={current.description ?? 'Webhook'}
        description={<span className="[overflow-wrap:anywhere]">{current.url}</span>}
        actions={
          <>
            <Button onClick={() => act('test', current)}>
              <SendIcon aria-hidden="true" />
              Send Test
            </Button>
            <WebhookActions endpoint={current} onAction={act} />
          </>
        }
      />
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-muted-foreground">Kind</dt>
        <dd>{WEBHOOK_KIND_LABELS[current.kind]}</dd>
        <dt className="text-muted-foreground">Events</dt>
        <dd>{webhookSubscriptions(current)}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <WebhookStatus endpoint={current} />
        </dd>
      </dl>
      <h2 className="mt-4 text-lg font-semibold">Deliveries</h2>
      <ListState
        loading={deliveries.isPending}
        failed={deliveries.isError && !deliveries.data}
        stale={deliveries.isError && Boolean(deliveries.data)}
        retrying={deliveries.isFetching}
        empty={rows.length === 0}
        loadingText="Loading deliveries..."
        errorText={`Unable to load the deliveries: ${deliveries.error?.message ?? ''}`}
        emptyText="Nothing delivered yet. Send a test to see one here within a minute."
        onRetry={() => void deliveries.refetch()}
      >
        <DeliveriesTable
          rows={rows}
          resending={resend.isPending}
          onResend={(delivery) => resend.mutate({ endpoint: current, delivery })}
        />
      </ListState>
      {deliveries.data && (
        <Pager
          page={page}
          pageSize={DELIVERIES_PAGE_SIZE}
          total={deliveries.data.total}
          shown={rows.length}
          noun="delivery"
          plural="deliveries"
          onPage={setPage}
        />
      )}
      {dialogs}
    </div>
  );
}
