import {
  KeyRoundIcon,
  MoreHorizontalIcon,
  ShieldIcon,
  UserCheckIcon,
  UserXIcon,
} from 'lucide-react';
import type { AdminUser } from '@shared/schemas/admin-user';
import type { SortState } from '@web/components/records/list-sort';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { SortableHeader } from '@web/components/ui/sortable-header';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { formatDate } from '@web/lib/format';
import { cn } from '@web/lib/utils';

// Narrow screens leave out the username, email, last sign-in and status columns; the name cell
// then carries the username, the email and a Disabled badge.
const COLUMNS = [
  { key: 'name', label: 'Name', className: undefined },
  { key: 'username', label: 'Username', className: 'hidden md:table-cell' },
  { key: 'email', label: 'Email', className: 'hidden lg:table-cell' },
] as const;

const ROLE_LABELS: Record<string, string> = { user: 'User', reviewer: 'Reviewer', admin: 'Admin' };

export type UserAction = 'roles' | 'status' | 'reset';

type AdminUsersTableProps = {
  rows: AdminUser[];
  sort: SortState;
  onSort: (key: string) => void;
  /** False with an external provider: the table only lists. */
  editable: boolean;
  onAction: (action: UserAction, user: AdminUser) => void;
};

/** The Users screen's table: who, their roles, last sign-in and status, and what an admin can do. */
export function AdminUsersTable({ rows, sort, onSort, editable, onAction }: AdminUsersTableProps) {
  const header = (key: string, label: string, className?: string) => (
    <SortableHeader
      key={key}
      className={className}
      label={label}
      active={sort?.key === key}
      direction={sort?.direction ?? 'asc'}
      onSort={() => onSort(key)}
    />
  );
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {COLUMNS.map(({ key, label, className }) => header(key, label, className))}
          <TableHead>Roles</TableHead>
          {header('lastLogin', 'Last sign-in', 'hidden sm:table-cell')}
          <TableHead className="hidden sm:table-cell">Status</TableHead>
          {editable && <TableHead className="text-right">Actions</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((user) => {
          const name = user.name ?? user.username;
          return (
            <TableRow key={user.id}>
              <TableCell className="min-w-32 whitespace-normal">
                <span className="font-medium">{name}</span>
                <span className="text-muted-foreground block text-xs break-all md:hidden">
                  {user.username}
                </span>
                {user.email && (
                  <span className="text-muted-foreground block text-xs break-all lg:hidden">
                    {user.email}
                  </span>
                )}
                {user.status === 'disabled' && (
                  <Badge variant="destructive" className="mt-1 sm:hidden">
                    Disabled
                  </Badge>
                )}
              </TableCell>
              <TableCell className="hidden md:table-cell">{user.username}</TableCell>
              <TableCell
                className={cn('hidden lg:table-cell', !user.email && 'text-muted-foreground')}
              >
                {user.email ?? 'No email'}
              </TableCell>
              <TableCell>
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
              </TableCell>
              <TableCell
                className={cn('hidden sm:table-cell', !user.lastLogin && 'text-muted-foreground')}
              >
                {user.lastLogin ? formatDate(user.lastLogin) : 'Never'}
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                {user.status === 'active' ? (
                  <Badge variant="outline">Active</Badge>
                ) : (
                  <Badge variant="destructive">Disabled</Badge>
                )}
              </TableCell>
              {editable && (
                <TableCell className="text-right">
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button variant="ghost" size="icon" aria-label={`Actions for ${name}`}>
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
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
