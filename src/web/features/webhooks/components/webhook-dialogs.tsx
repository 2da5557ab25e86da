import { useState } from 'react';
import {
  WEBHOOK_EVENT_KIND_LABELS,
  WEBHOOK_KIND_LABELS,
  WEBHOOK_RULES,
  WEBHOOK_TEAM_NOTICE_LABELS,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@shared/schemas/webhook';
import { ConfirmDeleteDialog } from '@web/components/records/confirm-delete-dialog';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import type { ConflictField } from '@web/lib/version-conflict';
import {
  useRotateSecret,
  useSendTest,
  useSetWebhookEnabled,
  webhookLabel,
  webhookMutations,
} from '../api/webhooks';
import { SecretDialog } from './secret-dialog';
import { WebhookForm } from './webhook-form';
import type { WebhookAction } from './webhooks-table';

const labelsOf =
  (labels: Record<string, string>) =>
  (value: unknown): string =>
    Array.isArray(value) && value.length > 0
      ? value.map((item: string) => labels[item] ?? item).join(', ')
      : 'None';

const CONFLICT_FIELDS: ConflictField<WebhookEndpoint>[] = [
  { key: 'url', label: 'URL' },
  { key: 'description', label: 'Description' },
  { key: 'kind', label: 'Kind', format: (value) => WEBHOOK_KIND_LABELS[value as 'standard'] },
  { key: 'eventKinds', label: 'Event kinds', format: labelsOf(WEBHOOK_EVENT_KIND_LABELS) },
  { key: 'teamNotices', label: 'Team notices', format: labelsOf(WEBHOOK_TEAM_NOTICE_LABELS) },
  { key: 'enabled', label: 'Enabled', format: (value) => (value ? 'Yes' : 'No') },
];

type Open = { action: 'add' } | { action: WebhookAction; endpoint: WebhookEndpoint };

/**
 * Add, edit, delete, rotate, enable or disable and send test, for the list and the endpoint page:
 * `act` opens what an action needs, `dialogs` renders them. A secret (after add or rotate) is
 * shown from its mutation's answer once and forgotten when its dialog closes.
 */
export function useWebhookDialogs({ onDeleted }: { onDeleted?: () => void } = {}) {
  const [open, setOpen] = useState<Open>();
  const create = webhookMutations.useCreate();
  const update = webhookMutations.useUpdate();
  const remove = webhookMutations.useDelete();
  const rotate = useRotateSecret();
  const sendTest = useSendTest();
  const setEnabled = useSetWebhookEnabled();
  const close = () => setOpen(undefined);
  const target = open && 'endpoint' in open ? open : undefined;
  const on = (action: WebhookAction) => (target?.action === action ? target.endpoint : undefined);

  const act = (action: WebhookAction, endpoint: WebhookEndpoint) => {
    if (action === 'test') sendTest.mutate(endpoint);
    else if (action === 'toggle') setEnabled.mutate({ endpoint, enabled: !endpoint.enabled });
    else setOpen({ action, endpoint });
  };
  const editing = on('edit');
  const rotating = on('rotate');
  const secret = (rotate.data ?? create.data) as WebhookEndpointWithSecret | undefined;

  const dialogs = (
    <>
      <RecordFormDialog
        open={open?.action === 'add' || editing !== undefined}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        record={editing}
        title="Webhook"
        noun="webhook"
        addDescription="Where the app posts the changes you choose, signed with a secret shown once."
        addLabel="Add Webhook"
        conflictFields={CONFLICT_FIELDS}
        create={create}
        update={update}
      >
        {(slot, submit) => (
          <WebhookForm
            key={slot.key}
            slot={slot}
            error={editing ? update.error : create.error}
            submit={submit}
          />
        )}
      </RecordFormDialog>
      <ConfirmDeleteDialog
        record={on('delete')}
        noun="webhook"
        label={webhookLabel}
        deleting={remove.isPending}
        onConfirm={(endpoint) =>
          remove.mutate(endpoint, {
            onSuccess: () => {
              close();
              onDeleted?.();
            },
          })
        }
        onOpenChange={(next) => !next && close()}
      />
      <AlertDialog open={rotating !== undefined} onOpenChange={(next) => !next && close()}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Rotate the signing secret?</AlertDialogTitle>
            <AlertDialogDescription>
              A new secret signs every delivery from now on. The old one keeps signing too, as a
              second signature, for {WEBHOOK_RULES.rotationOverlapHours} hours, so the receiver can
              switch over without missing a delivery.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={rotate.isPending}
              onClick={(click) => {
                click.preventDefault();
                if (rotating) rotate.mutate(rotating, { onSuccess: close });
              }}
            >
              {rotate.isPending ? 'Rotating...' : 'Rotate Secret'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <SecretDialog
        endpoint={secret}
        rotated={rotate.data !== undefined}
        onClose={() => {
          create.reset();
          rotate.reset();
        }}
      />
    </>
  );
  return { act, add: () => setOpen({ action: 'add' }), dialogs };
}
