import {
  KeyRoundIcon,
  MoreHorizontalIcon,
  PencilIcon,
  PowerIcon,
  SendIcon,
  Trash2Icon,
} from 'lucide-react';
import { Link } from 'react-router';
import {
  WEBHOOK_EVENT_KIND_LABELS,
  WEBHOOK_KIND_LABELS,
  WEBHOOK_TEAM_NOTICE_LABELS,
  type WebhookEndpoint,
} from '@shared/schemas/webhook';
import { RecordTable, type RecordColumn } from '@web/components/records/record-table';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { formatDate } from '@web/lib/format';
import { webhookLabel } from '../api/webhooks';
import { WebhookStatus } from './webhook-status';

/** What the endpoint hears: its event kinds, then its team notices. */
export function webhookSubscriptions(endpoint: WebhookEndpoint): string {
  return [
    ...endpoint.eventKinds.map((kind) => WEBHOOK_EVENT_KIND_LABELS[kind]),
    ...endpoint.teamNotices.map((notice) => WEBHOOK_TEAM_NOTICE_LABELS[notice]),
  ].join(', ');
}

const COLUMNS: RecordColumn<WebhookEndpoint>[] = [
  {
    key: 'url',
    label: 'Endpoint',
    unsorted: true,
    cellClassName: 'min-w-48 max-w-80 whitespace-normal',
    cell: (endpoint) => (
      <>
        <Link
          to={`/admin/webhooks/${endpoint.id}`}
          className="font-medium [overflow-wrap:anywhere] underline-offset-4 hover:underline"
        >
          {endpoint.url}
        </Link>
        {endpoint.description && (
          <span className="text-muted-foreground block text-xs">{endpoint.description}</span>
        )}
      </>
    ),
  },
  {
    key: 'kind',
    label: 'Kind',
    unsorted: true,
    cell: (endpoint) => WEBHOOK_KIND_LABELS[endpoint.kind],
  },
  {
    key: 'events',
    label: 'Events',
    unsorted: true,
    cellClassName: 'min-w-40 max-w-72 whitespace-normal text-sm',
    cell: webhookSubscriptions,
  },
  {
    key: 'status',
    label: 'Status',
    unsorted: true,
    cellClassName: 'max-w-56 whitespace-normal',
    cell: (endpoint) => <WebhookStatus endpoint={endpoint} />,
  },
  {
    key: 'lastDeliveryAt',
    label: 'Last delivery',
    unsorted: true,
    cell: (endpoint) =>
      endpoint.lastDeliveryAt ? (
        formatDate(endpoint.lastDeliveryAt, 'MMM d, yyyy, HH:mm')
      ) : (
        <span className="text-muted-foreground">None yet</span>
      ),
  },
];

export type WebhookAction = 'edit' | 'rotate' | 'test' | 'toggle' | 'delete';

type WebhooksTableProps = {
  rows: WebhookEndpoint[];
  onAction: (action: WebhookAction, endpoint: WebhookEndpoint) => void;
};

/** Admin → Webhooks: every endpoint (cards on phones) and what an admin can do with it. */
export function WebhooksTable({ rows, onAction }: WebhooksTableProps) {
  return (
    <RecordTable
      label="Webhook endpoints"
      rows={rows}
      columns={COLUMNS}
      actions={(endpoint) => <WebhookActions endpoint={endpoint} onAction={onAction} />}
    />
  );
}

type WebhookActionsProps = {
  endpoint: WebhookEndpoint;
  onAction: (action: WebhookAction, endpoint: WebhookEndpoint) => void;
};

export function WebhookActions({ endpoint, onAction }: WebhookActionsProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${webhookLabel(endpoint)}`}>
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction('edit', endpoint)}>
          <PencilIcon aria-hidden="true" />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('test', endpoint)}>
          <SendIcon aria-hidden="true" />
          Send Test
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('rotate', endpoint)}>
          <KeyRoundIcon aria-hidden="true" />
          Rotate Secret
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('toggle', endpoint)}>
          <PowerIcon aria-hidden="true" />
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onAction('delete', endpoint)}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
