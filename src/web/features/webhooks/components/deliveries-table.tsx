import { RotateCcwIcon } from 'lucide-react';
import type { WebhookDelivery, WebhookDeliveryStatus } from '@shared/schemas/webhook';
import { RecordTable, type RecordColumn } from '@web/components/records/record-table';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatDate } from '@web/lib/format';

const STATUS: Record<WebhookDeliveryStatus, { label: string; className?: string }> = {
  pending: { label: 'Pending' },
  sending: { label: 'Sending' },
  sent: {
    label: 'Sent',
    className:
      'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  },
  failed: {
    label: 'Failed',
    className: 'border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  },
};

const when = (iso: string) => formatDate(iso, 'MMM d, yyyy, HH:mm:ss');

/** The answer's first 2 KB (or the network error), folded away until asked for. */
function Answer({ delivery }: { delivery: WebhookDelivery }) {
  const text = delivery.responseBody ?? delivery.error;
  if (!text) return <span className="text-muted-foreground">None</span>;
  return (
    <details className="max-w-md min-w-0">
      <summary className="cursor-pointer text-sm">
        {delivery.error ? 'Error' : 'Answer'} ({text.length.toLocaleString()} characters)
      </summary>
      <pre className="bg-muted mt-2 max-h-64 overflow-auto rounded-md p-2 text-xs [overflow-wrap:anywhere] whitespace-pre-wrap">
        {text}
      </pre>
    </details>
  );
}

const COLUMNS: RecordColumn<WebhookDelivery>[] = [
  {
    key: 'time',
    label: 'Time',
    unsorted: true,
    cell: (delivery) => (
      <>
        <span className="whitespace-nowrap">
          {when(delivery.attemptedAt ?? delivery.createdAt)}
        </span>
        <span className="text-muted-foreground block text-xs">{delivery.eventKind}</span>
      </>
    ),
  },
  {
    key: 'status',
    label: 'Status',
    unsorted: true,
    cell: (delivery) => (
      <div className="flex flex-wrap gap-1">
        <Badge variant="outline" className={STATUS[delivery.status].className}>
          {STATUS[delivery.status].label}
        </Badge>
        {delivery.test && <Badge variant="secondary">Test</Badge>}
      </div>
    ),
  },
  {
    key: 'responseCode',
    label: 'Response',
    unsorted: true,
    cell: (delivery) =>
      delivery.responseCode ?? <span className="text-muted-foreground">None</span>,
  },
  {
    key: 'durationMs',
    label: 'Duration',
    unsorted: true,
    cell: (delivery) =>
      delivery.durationMs === null ? (
        <span className="text-muted-foreground">None</span>
      ) : (
        `${delivery.durationMs.toLocaleString()} ms`
      ),
  },
  {
    key: 'attempt',
    label: 'Attempt',
    unsorted: true,
    cell: (delivery) =>
      delivery.nextAttemptAt && delivery.status !== 'sent' ? (
        <>
          {delivery.attempt}
          <span className="text-muted-foreground block text-xs">
            next {when(delivery.nextAttemptAt)}
          </span>
        </>
      ) : (
        delivery.attempt
      ),
  },
  {
    key: 'answer',
    label: 'Answer',
    unsorted: true,
    cellClassName: 'whitespace-normal',
    cell: (delivery) => <Answer delivery={delivery} />,
  },
];

type DeliveriesTableProps = {
  rows: WebhookDelivery[];
  resending: boolean;
  onResend: (delivery: WebhookDelivery) => void;
};

/** An endpoint's delivery log (cards on phones), each delivery with Resend. */
export function DeliveriesTable({ rows, resending, onResend }: DeliveriesTableProps) {
  return (
    <RecordTable
      label="Deliveries"
      rows={rows}
      columns={COLUMNS}
      actions={(delivery) => (
        <Button
          variant="outline"
          size="sm"
          disabled={resending}
          aria-label={`Resend ${delivery.eventKind} of ${when(delivery.createdAt)}`}
          onClick={() => onResend(delivery)}
        >
          <RotateCcwIcon aria-hidden="true" />
          Resend
        </Button>
      )}
    />
  );
}
