import { useId, useState } from 'react';
import {
  API_TOKEN_EXPIRY_DAYS,
  type ApiToken,
  type ApiTokenAccess,
  type ApiTokenCreated,
} from '@shared/schemas/api-token';
import { ConfirmDeleteDialog } from '@web/components/records/confirm-delete-dialog';
import { RecordTable, type RecordColumn } from '@web/components/records/record-table';
import { CopyButton } from '@web/components/copy-button';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuth } from '@web/lib/auth/auth-context';
import { formatDate } from '@web/lib/format';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';

const ACCESS_LABELS: Record<ApiTokenAccess, string> = {
  read: 'Read only',
  write: 'Read and write',
};

function CreateTokenForm({ onCreated }: { onCreated: (token: ApiTokenCreated) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [access, setAccess] = useState<ApiTokenAccess>('read');
  const [expiry, setExpiry] = useState('90');
  const create = useCreateApiToken();
  return (
    <form
      className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const expiresInDays = expiry === 'never' ? null : (Number(expiry) as 30 | 90 | 365);
        create.mutate(
          { name, access, expiresInDays },
          {
            onSuccess: (created) => {
              setName('');
              onCreated(created);
            },
          },
        );
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Token Name</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={100}
          required
          placeholder="e.g. Reporting script"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-access`}>Access</Label>
        <NativeSelect
          id={`${id}-access`}
          value={access}
          onChange={(event) => setAccess(event.target.value as ApiTokenAccess)}
        >
          <option value="read">{ACCESS_LABELS.read}</option>
          <option value="write">{ACCESS_LABELS.write}</option>
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-expiry`}>Expires</Label>
        <NativeSelect
          id={`${id}-expiry`}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
        >
          {API_TOKEN_EXPIRY_DAYS.map((days) => (
            <option key={days} value={String(days)}>
              In {days} days
            </option>
          ))}
          <option value="never">Never</option>
        </NativeSelect>
      </div>
      <Button type="submit" disabled={create.isPending || !name.trim()}>
        {create.isPending ? 'Creating...' : 'Create Token'}
      </Button>
    </form>
  );
}

function NewToken({ created }: { created: ApiTokenCreated }) {
  const id = useId();
  return (
    <Alert>
      <AlertTitle>Token “{created.name}” created</AlertTitle>
      <AlertDescription className="grid w-full gap-2">
        <p id={`${id}-note`}>
          Copy it now: for your safety it is shown only this once. Send it as{' '}
          <code>Authorization: Bearer …</code>.
        </p>
        <div className="flex w-full flex-col gap-2 sm:flex-row">
          <Input
            readOnly
            aria-label="Your new API token"
            aria-describedby={`${id}-note`}
            value={created.token}
            className="font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton text={created.token} label="Copy Token" />
        </div>
      </AlertDescription>
    </Alert>
  );
}

function TokenTable({
  tokens,
  caption,
  showOwner,
  onRevoke,
}: {
  tokens: ApiToken[];
  caption: string;
  showOwner: boolean;
  onRevoke: (token: ApiToken) => void;
}) {
  if (!tokens.length) return <p className="text-muted-foreground text-sm">{caption}: none.</p>;
  const columns: RecordColumn<ApiToken>[] = [
    { key: 'name', label: 'Name', cellClassName: 'font-medium', cell: (token) => token.name },
    { key: 'access', label: 'Access', cell: (token) => ACCESS_LABELS[token.access] },
    {
      key: 'expires',
      label: 'Expires',
      cell: (token) => (token.expiresAt ? formatDate(token.expiresAt) : 'Never'),
    },
    {
      key: 'lastUsed',
      label: 'Last Used',
      cell: (token) => (token.lastUsedAt ? formatDate(token.lastUsedAt) : 'Never used'),
    },
  ];
  if (showOwner) {
    columns.splice(1, 0, {
      key: 'owner',
      label: 'Owner',
      cell: (token) => token.owner.name ?? token.owner.username,
    });
  }
  return (
    <RecordTable
      label={caption}
      rows={tokens}
      columns={columns}
      actions={(token) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Revoke ${token.name}`}
          onClick={() => onRevoke(token)}
        >
          Revoke
        </Button>
      )}
    />
  );
}

/** Settings → API tokens: make one (shown once), see and revoke one's own; admins everyone's too. */
export function ApiTokenSettings() {
  const { hasRole } = useAuth();
  const admin = hasRole(['admin']);
  const mine = useApiTokens('mine');
  const all = useApiTokens('all', admin);
  const revoke = useRevokeApiToken();
  const [created, setCreated] = useState<ApiTokenCreated>();
  const [revoking, setRevoking] = useState<ApiToken>();

  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground text-sm">
        Scripts and other tools use a token as <code>Authorization: Bearer …</code> on the API (see{' '}
        <a className="text-brand underline underline-offset-4" href="/api/docs">
          the API documentation
        </a>
        ) with your rights; a read-only one can only read.
      </p>
      <CreateTokenForm onCreated={setCreated} />
      {created && <NewToken created={created} />}
      {mine.isPending ? (
        <Skeleton role="status" aria-label="Loading API tokens" className="h-24" />
      ) : (
        <TokenTable
          tokens={mine.data ?? []}
          caption="Your API tokens"
          showOwner={false}
          onRevoke={setRevoking}
        />
      )}
      {admin && (
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">Everyone’s Tokens</h3>
          <TokenTable
            tokens={all.data ?? []}
            caption="Everyone’s API tokens"
            showOwner
            onRevoke={setRevoking}
          />
        </div>
      )}
      <ConfirmDeleteDialog
        record={revoking}
        noun="API token"
        label={(token) => token.name}
        deleting={revoke.isPending}
        onConfirm={(token) =>
          revoke.mutate(token, {
            onSuccess: () => {
              setRevoking(undefined);
              if (created?.id === token.id) setCreated(undefined);
            },
          })
        }
        onOpenChange={(open) => !open && setRevoking(undefined)}
      />
    </div>
  );
}
