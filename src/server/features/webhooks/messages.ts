import {
  WEBHOOK_EVENT_KIND_LABELS,
  type WebhookEventKind,
  type WebhookKind,
} from '@shared/schemas/webhook';
import { toCamelCase } from '@shared/schemas/fields';

/** What a trigger queued: a record's change (migration webhooks) or a team notice. */
export interface ChangePayload {
  table: string;
  action: 'insert' | 'update' | 'delete';
  record: Record<string, unknown>;
  previous?: Record<string, unknown> | null;
  changed: string[];
}
export interface NoticePayload {
  notice: string;
  title: string;
  body: string;
  link: string;
}
export type QueuedPayload = ChangePayload | NoticePayload;

const isNotice = (payload: QueuedPayload): payload is NoticePayload => 'notice' in payload;

/** The stored row with the API's field names (`event_id` → `eventId`), as the record routes answer. */
export function apiRecord(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [toCamelCase(key), value]));
}

/** Each table's name field and the screen that shows its records. */
const RECORDS: Record<
  string,
  { label: string; name: string[]; path: (row: Record<string, unknown>) => string }
> = {
  events: { label: 'Event', name: ['name'], path: (row) => `/events/${row.id}` },
  cfp_submissions: { label: 'CFP submission', name: ['title'], path: () => '/cfp-submissions' },
  sponsorships: {
    label: 'Sponsorship',
    name: ['sponsor_name', 'tier'],
    path: () => '/sponsorships',
  },
  approval_workflows: {
    label: 'Workflow',
    name: ['title'],
    path: (row) => `/approval-workflows/${row.id}`,
  },
  trips: { label: 'Trip', name: ['role'], path: (row) => `/events/${row.event_id}` },
  discovery_syncs: {
    label: 'Discovery sync',
    name: ['source'],
    path: () => '/admin/conference-data',
  },
};

const words = (value: string) => value.replaceAll('_', ' ');

export interface Rendered {
  /** The record's (or notice's) name, what happened and the link back. */
  title: string;
  summary: string;
  link: string;
}

/** Words for a chat message: "Event “JSConf” updated: name, start date". */
export function describe(kind: string, payload: QueuedPayload, publicUrl: string): Rendered {
  if (isNotice(payload)) {
    return { title: payload.title, summary: payload.body, link: `${publicUrl}${payload.link}` };
  }
  const meta = RECORDS[payload.table];
  const name =
    meta?.name.map((field) => payload.record[field]).find((value) => value) ??
    `#${String(payload.record.id)}`;
  const what = WEBHOOK_EVENT_KIND_LABELS[kind as WebhookEventKind] ?? kind;
  const changed = payload.changed
    .filter((field) => !field.endsWith('_at'))
    .map((field) => field.replaceAll('_', ' '));
  const status = payload.record.status ?? payload.record.stage;
  const before = payload.previous?.status;
  const summary =
    payload.action !== 'update' || !changed.length
      ? what
      : payload.changed.includes('status') && typeof before === 'string'
        ? `Status: ${words(before)} → ${words(String(status))}`
        : `Changed: ${changed.join(', ')}${typeof status === 'string' ? ` (now ${words(status)})` : ''}`;
  return {
    title: `${what}: ${String(name)}`,
    summary,
    link: `${publicUrl}${meta ? meta.path(payload.record) : ''}`,
  };
}

/** Slack incoming webhook: a fallback text and blocks (a section with a link button). */
export function slackMessage(rendered: Rendered) {
  return {
    text: `${rendered.title}: ${rendered.summary}`,
    blocks: [
      {
        type: 'header',
        text: { type: 'plain_text', text: rendered.title.slice(0, 150), emoji: false },
      },
      {
        type: 'section',
        text: { type: 'mrkdwn', text: rendered.summary.slice(0, 3000) },
        accessory: {
          type: 'button',
          text: { type: 'plain_text', text: 'Open', emoji: false },
          url: rendered.link,
        },
      },
    ],
  };
}

/** Teams incoming webhook: an adaptive card (1.4) in the message envelope Teams expects. */
export function teamsMessage(rendered: Rendered) {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            {
              type: 'TextBlock',
              text: rendered.title,
              weight: 'Bolder',
              size: 'Medium',
              wrap: true,
            },
            { type: 'TextBlock', text: rendered.summary, wrap: true },
          ],
          actions: [{ type: 'Action.OpenUrl', title: 'Open', url: rendered.link }],
        },
      },
    ],
  };
}

/**
 * The body an endpoint receives. Standard: `{ type, timestamp, data, changes, previous }` with
 * `data` the record under the API's field names (the row before deletion for a delete), and for
 * an update `previous` the changed fields' values before it; Slack and Teams: their message
 * formats.
 */
export function deliveryBody(
  endpointKind: WebhookKind,
  eventKind: string,
  payload: QueuedPayload,
  at: Date,
  publicUrl: string,
): string {
  if (endpointKind === 'slack')
    return JSON.stringify(slackMessage(describe(eventKind, payload, publicUrl)));
  if (endpointKind === 'teams')
    return JSON.stringify(teamsMessage(describe(eventKind, payload, publicUrl)));
  if (isNotice(payload))
    return JSON.stringify({ type: eventKind, timestamp: at.toISOString(), data: payload });
  const data = apiRecord(payload.record);
  const changes = payload.changed.map(toCamelCase);
  // An update also says what the changed fields held before ("status": from, with data's to).
  const before = payload.previous;
  const previous = before
    ? apiRecord(Object.fromEntries(payload.changed.map((field) => [field, before[field]])))
    : undefined;
  return JSON.stringify({ type: eventKind, timestamp: at.toISOString(), data, changes, previous });
}
