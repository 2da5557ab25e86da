import { countOf } from '@shared/plural';
import { XIcon } from 'lucide-react';
import { useState } from 'react';
import type { UserSummary } from '@shared/schemas/user';
import { SearchPicker } from '@web/components/pickers/search-picker';
import { Badge } from '@web/components/ui/badge';
import type { FormControlProps } from '@web/components/ui/form-field';
import { cn } from '@web/lib/utils';
import { useReviewerOptions } from './reviewer-options';

/** A reviewer as the form knows them before the API lists them (a workflow's own reviewers). */
export type KnownReviewer = { id: number; name: string | null };

type ReviewerMultiSelectProps = Partial<FormControlProps> & {
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  /** Who may not review: the requester (the API refuses them). */
  excludeIds?: readonly number[];
  /** Names for chosen ids the search has not listed (when editing). */
  known?: readonly KnownReviewer[];
  /** Shows the chosen reviewers without letting them change. */
  disabled?: boolean;
};

const nameOf = (user: Pick<UserSummary, 'name' | 'username'>) => user.name || user.username;

const REVIEWER_TEXTS = {
  search: 'Search users',
  list: 'Reviewers',
  loading: 'Loading users...',
  failed: 'Failed to load users',
  empty: 'No users found',
};

/** Several reviewers, searched by name, username or email in the API (GET /api/users?q=). */
export function ReviewerMultiSelect({
  value,
  onChange,
  onBlur,
  excludeIds = [],
  known = [],
  disabled = false,
  ...control
}: ReviewerMultiSelectProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const optionsQuery = useReviewerOptions(search, open);
  const users = (optionsQuery.data ?? []).filter((user) => !excludeIds.includes(user.id));
  // Names of everyone chosen here, so a chosen reviewer keeps their name when a search leaves them out.
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(
    () => new Map(known.map((user) => [user.id, user.name ?? `User #${user.id}`])),
  );
  const nameOfId = (id: number) => {
    const listed = users.find((user) => user.id === id);
    return listed ? nameOf(listed) : (picked.get(id) ?? `User #${id}`);
  };

  const toggle = (user: UserSummary) => {
    if (value.includes(user.id)) {
      onChange(value.filter((other) => other !== user.id));
    } else {
      setPicked(new Map(picked).set(user.id, nameOf(user)));
      onChange([...value, user.id]);
    }
  };

  return (
    <div className="grid gap-2">
      <SearchPicker
        {...control}
        multiple
        options={users}
        optionKey={(user) => user.id}
        optionLabel={nameOf}
        optionDetail={(user) => user.username}
        isChosen={(user) => value.includes(user.id)}
        onChoose={toggle}
        search={search}
        onSearchChange={setSearch}
        open={open}
        onOpenChange={setOpen}
        onBlur={onBlur}
        query={optionsQuery}
        texts={REVIEWER_TEXTS}
        triggerText={
          value.length === 0 ? undefined : `${countOf(value.length, 'reviewer')} selected`
        }
        placeholder="Select reviewers"
        disabled={disabled}
        className="aria-invalid:border-destructive"
      />
      {value.length > 0 && (
        <ul aria-label="Selected reviewers" className="flex flex-wrap gap-1.5">
          {value.map((id) => (
            <li key={id}>
              <Badge variant="secondary" className={cn('gap-1 py-1', !disabled && 'pr-1')}>
                {nameOfId(id)}
                {!disabled && (
                  <button
                    type="button"
                    onClick={() => onChange(value.filter((other) => other !== id))}
                    aria-label={`Remove ${nameOfId(id)}`}
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
