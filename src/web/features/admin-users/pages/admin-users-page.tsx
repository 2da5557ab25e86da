import { InfoIcon, SearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ACCOUNT_STATUSES, type AdminUser } from '@shared/schemas/admin-user';
import { PageHeader } from '@web/components/layout/page-header';
import { ListState } from '@web/components/records/list-state';
import { nextSort, parseSort, sortParam } from '@web/components/records/list-sort';
import { usePageParam } from '@web/components/records/use-page-param';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Pager } from '@web/components/ui/pager';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { ADMIN_USERS_PAGE_SIZE, useAdminUsers, useIdentityConfig } from '../api/admin-users';
import { AdminUsersTable, type UserAction } from '../components/admin-users-table';
import { ResetLinkDialog } from '../components/reset-link-dialog';
import { RolesDialog } from '../components/roles-dialog';
import { StatusDialog } from '../components/status-dialog';

const STATUS_LABELS = { active: 'Active', disabled: 'Disabled' } as const;

/** /admin/users (admins): accounts, their roles and status, and password-reset links. */
export function AdminUsersPage() {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState(searchParams.get('q') ?? '');
  const q = useDebouncedValue(search.trim());
  const status = searchParams.get('status') ?? '';
  const sort = parseSort(searchParams.get('sort'));
  const [page, setPage] = usePageParam(JSON.stringify([q, status, sort]));
  const users = useAdminUsers({
    q: q || undefined,
    status: status || undefined,
    sort: sortParam(sort),
    limit: ADMIN_USERS_PAGE_SIZE,
    offset: page * ADMIN_USERS_PAGE_SIZE,
  });
  const identity = useIdentityConfig();
  const editable = identity.data?.builtIn === true;
  const [action, setAction] = useState<{ kind: UserAction; user: AdminUser }>();

  const setParam = (name: string, value: string | undefined) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const rows = users.data?.items ?? [];
  const close = (open: boolean) => {
    if (!open) setAction(undefined);
  };
  const filtered = Boolean(q || status);
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Users"
        description="Everyone with an account: their roles, last sign-in and status."
      />
      {identity.data && !editable && (
        <Alert className="mb-6">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>Roles are managed in your identity provider</AlertTitle>
          <AlertDescription>
            Accounts, roles and passwords come from {identity.data.issuer}. Change them there; this
            list shows who has used the app.
          </AlertDescription>
        </Alert>
      )}
      <form
        role="search"
        aria-label="Find users"
        className="mb-6 grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-q`}>Search</Label>
          <div className="relative">
            <SearchIcon
              className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
              aria-hidden="true"
            />
            <Input
              id={`${id}-q`}
              type="search"
              className="pl-9"
              placeholder="Name, username or email"
              maxLength={200}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setParam('q', event.target.value.trim() || undefined);
              }}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <NativeSelect
            id={`${id}-status`}
            value={status}
            onChange={(event) => setParam('status', event.target.value || undefined)}
          >
            <option value="">Everyone</option>
            {ACCOUNT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </form>
      <ListState
        loading={users.isPending}
        failed={users.isError && !users.data}
        stale={users.isError && Boolean(users.data)}
        retrying={users.isFetching}
        empty={rows.length === 0}
        loadingText="Loading users..."
        errorText={`Unable to load users: ${users.error?.message ?? ''}`}
        emptyText={filtered ? 'No users match this search.' : 'No users yet.'}
        onRetry={() => void users.refetch()}
      >
        <AdminUsersTable
          rows={rows}
          sort={sort}
          onSort={(key) => setParam('sort', sortParam(nextSort(sort, key)))}
          onSortChange={(next) => setParam('sort', sortParam(next))}
          editable={editable}
          onAction={(kind, user) => setAction({ kind, user })}
        />
      </ListState>
      {users.data && (
        <Pager
          page={page}
          pageSize={ADMIN_USERS_PAGE_SIZE}
          total={users.data.total}
          shown={rows.length}
          noun="user"
          onPage={setPage}
        />
      )}
      <RolesDialog user={action?.kind === 'roles' ? action.user : undefined} onOpenChange={close} />
      <StatusDialog
        user={action?.kind === 'status' ? action.user : undefined}
        onOpenChange={close}
      />
      <ResetLinkDialog
        user={action?.kind === 'reset' ? action.user : undefined}
        onOpenChange={close}
      />
    </div>
  );
}
