import {
  KeyRoundIcon,
  MoreHorizontalIcon,
  ShieldIcon,
  UserCheckIcon,
  UserXIcon,
} from 'lucide-react';
import type { AdminUser } from '@shared/schemas/admin-user';
import type { SortState } from '@web/components/records/list-sort';
import { RecordTable, type RecordColumn } from '@web/components/records/record-table';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { formatDate } from '@web/lib/format';

const ROLE_LABELS: Record<string, string> = { user: 'User', reviewer: 'Reviewer', admin: 'Admin' };

const displayName = (user: AdminUser) => user.name ?? user.username;

// Narrower tables leave out the username and email columns; the name cell then carries them.
// Phones show a card per account with every field.
const COLUMNS: RecordColumn<AdminUser>[] = [
  {
    key: 'name',
    label: 'Name',
    cellClassName: 'min-w-32 whitespace-normal',
    cell: (user) => (
      <>
        <span className="font-medium">{displayName(user)}</span>
        <span className="text-muted-foreground block text-xs break-all md:hidden">
          {user.username}
        </span>
        {user.email && (
          <span className="text-muted-foreground block text-xs break-all lg:hidden">
            {user.email}
          </span>
        )}
      </>
    ),
    card: displayName,
  },
  {
    key: 'username',
    label: 'Username',
    className: 'hidden md:table-cell',
    cell: (user) => user.username,
  },
  {
    key: 'email',
    label: 'Email',
    className: 'hidden lg:table-cell',
    cell: (user) => user.email ?? <span className="text-muted-foreground">No email</span>,
  },
  {
    key: 'roles',
    label: 'Roles',
    unsorted: true,
    cell: (user) => (
      <div className="flex flex-wrap gap-1">
        {user.roles.length === 0 ? (
          <span className="text-muted-foreground">From the provider</span>
        ) : (
          user.roles.map((role) => (
            <Badge key={role} variant={role === 'admin' ? 'default' : 'secondary'}>
              {ROLE_LABELS[role] ?? role}
            </Badge>
          ))
        )}
      </div>
    ),
  },
  {
    key: 'lastLogin',
    label: 'Last sign-in',
    cell: (user) =>
      user.lastLogin ? (
        formatDate(user.lastLogin)
      ) : (
        <span className="text-muted-foreground">Never</span>
      ),
  },
  {
    key: 'status',
    label: 'Status',
    unsorted: true,
    cell: (user) =>
      user.status === 'active' ? (
        <Badge variant="outline">Active</Badge>
      ) : (
        <Badge variant="destructive">Disabled</Badge>
      ),
  },
];

export type UserAction = 'roles' | 'status' | 'reset';

type AdminUsersTableProps = {
  rows: AdminUser[];
  sort: SortState;
  onSort: (key: string) => void;
  onSortChange: (sort: SortState) => void;
  /** False with an external provider: the table only lists. */
  editable: boolean;
  onAction: (action: UserAction, user: AdminUser) => void;
};

/** The Users screen's table (cards on phones): who, their roles, last sign-in and status, and what an admin can do. */
export function AdminUsersTable({ editable, onAction, ...props }: AdminUsersTableProps) {
  return (
    <RecordTable
      {...props}
      label="Users"
      columns={COLUMNS}
      actions={editable ? (user) => <UserActions user={user} onAction={onAction} /> : undefined}
    />
  );
}

type UserActionsProps = {
  user: AdminUser;
  onAction: (action: UserAction, user: AdminUser) => void;
};

function UserActions({ user, onAction }: UserActionsProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${displayName(user)}`}>
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction('roles', user)}>
          <ShieldIcon aria-hidden="true" />
          Change Roles
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('reset', user)}>
          <KeyRoundIcon aria-hidden="true" />
          Password-Reset Link
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('status', user)}>
          {user.status === 'active' ? (
            <UserXIcon aria-hidden="true" />
          ) : (
            <UserCheckIcon aria-hidden="true" />
          )}
          {user.status === 'active' ? 'Disable Account' : 'Enable Account'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
