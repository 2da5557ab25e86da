import { ChevronsUpDownIcon, XIcon } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { UserSummary } from '@shared/schemas/user';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { keepInView } from '@web/components/pickers/keep-in-view';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import type { FormControlProps } from '@web/components/ui/form-field';
import { cn } from '@web/lib/utils';
import { useReviewerOptions } from '../api/get-reviewer-options';

type ReviewerMultiSelectProps = Partial<FormControlProps> & {
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  /** Who may not review: the requester (the API refuses them). */
  excludeIds?: readonly number[];
  /** Shows the chosen reviewers without letting them change. */
  disabled?: boolean;
};

const nameOf = (user: UserSummary) => user.name || user.username;

/** Several reviewers from GET /api/users: a searchable checkbox list in a popover. */
export function ReviewerMultiSelect({
  value,
  onChange,
  onBlur,
  excludeIds = [],
  disabled = false,
  ...control
}: ReviewerMultiSelectProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const listId = useId();
  const { data: allUsers = [], isPending, isError } = useReviewerOptions();
  const users = allUsers.filter((user) => !excludeIds.includes(user.id));
  const selected = users.filter((user) => value.includes(user.id));
  const term = search.trim().toLowerCase();
  const shown = users.filter((user) =>
    [user.name, user.username, user.email].some((text) => text?.toLowerCase().includes(term)),
  );

  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  /** Arrows, Home and End move between the search box and the reviewers, keeping each in view. */
  const onKeyDown = (event: KeyboardEvent) => {
    const boxes = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="checkbox"]') ?? [])];
    const at = boxes.indexOf(document.activeElement as HTMLElement);
    const last = boxes.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(at + 1, last),
      ArrowUp: at - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined || boxes.length === 0 || (at < 0 && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const target = next < 0 ? searchRef.current : boxes[next];
    target?.focus({ preventScroll: true });
    if (target !== searchRef.current) keepInView(target?.closest('label'));
  };

  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((other) => other !== id));

  let status = '';
  if (isPending) status = 'Loading users...';
  else if (isError) status = 'Failed to load users';
  else if (shown.length === 0) status = 'No users found';

  return (
    <div className="grid gap-2">
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setSearch('');
          if (!next) onBlur?.();
        }}
      >
        <PopoverTrigger asChild>
          <Button
            type="button"
            variant="outline"
            role="combobox"
            aria-expanded={open}
            aria-haspopup="dialog"
            className="aria-invalid:border-destructive w-full justify-between font-normal"
            disabled={disabled}
            {...control}
          >
            <span className={cn('truncate', selected.length === 0 && 'text-muted-foreground')}>
              {selected.length === 0
                ? 'Select reviewers'
                : `${selected.length} reviewer${selected.length === 1 ? '' : 's'} selected`}
            </span>
            <ChevronsUpDownIcon aria-hidden="true" className="opacity-60" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-64 p-0">
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={onKeyDown}
            ref={searchRef}
            aria-label="Search users"
            placeholder="Search users..."
            className="placeholder:text-muted-foreground w-full border-b bg-transparent px-3 py-2 text-sm outline-none"
          />
          <div
            ref={listRef}
            role="group"
            aria-label="Reviewers"
            onKeyDown={onKeyDown}
            className="max-h-64 overflow-y-auto p-1"
          >
            {shown.map((user) => {
              const id = `${listId}-${user.id}`;
              return (
                <label
                  key={user.id}
                  htmlFor={id}
                  className="hover:bg-accent hover:text-accent-foreground flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm"
                >
                  <Checkbox
                    id={id}
                    checked={value.includes(user.id)}
                    onCheckedChange={(checked) => toggle(user.id, checked === true)}
                  />
                  <span className="truncate">{nameOf(user)}</span>
                  <span className="text-muted-foreground ml-auto truncate text-xs">
                    {user.username}
                  </span>
                </label>
              );
            })}
          </div>
          <p role="status" className={cn('text-muted-foreground px-3 text-sm', status && 'py-2')}>
            {status}
          </p>
        </PopoverContent>
      </Popover>
      {selected.length > 0 && (
        <ul aria-label="Selected reviewers" className="flex flex-wrap gap-1.5">
          {selected.map((user) => (
            <li key={user.id}>
              <Badge variant="secondary" className={cn('gap-1 py-1', !disabled && 'pr-1')}>
                {nameOf(user)}
                {!disabled && (
                  <button
                    type="button"
                    onClick={() => toggle(user.id, false)}
                    aria-label={`Remove ${nameOf(user)}`}
                    className="hover:bg-background/60 rounded-sm p-0.5"
                  >
                    <XIcon className="size-3" aria-hidden="true" />
                  </button>
                )}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
