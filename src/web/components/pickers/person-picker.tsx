import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserSummary } from '@shared/schemas/user';
import type { FormControlProps } from '@web/components/ui/form-field';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { SearchPicker } from './search-picker';
import { useSingleChoice } from './use-single-choice';

type Person = Pick<UserSummary, 'id' | 'name' | 'username'>;

export type PersonPickerProps = Partial<FormControlProps> & {
  /** The chosen account's id. */
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  onBlur?: () => void;
  /** The chosen account's name when the caller knows it (a trip's traveller). */
  valueLabel?: string;
  placeholder?: string;
  /** When set, a first option with this text clears the choice (filters). */
  clearLabel?: string;
  'aria-label'?: string;
};

/** Up to 20 active accounts matching `search` (name, username, e-mail); the API searches. */
function usePersonOptions(search: string, enabled: boolean) {
  const q = useDebouncedValue(search.trim());
  const params = { q: q || undefined, limit: 20, active: 'true' };
  return useQuery({
    queryKey: queryKeys.users.list(params),
    queryFn: ({ signal }) => api.get<UserSummary[]>(queryKeys.users.path, params, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The chosen person, fetched only when neither the options nor the caller know them. */
function useChosenPerson(id: number | null | undefined, known: Person | undefined) {
  const query = useQuery({
    queryKey: queryKeys.users.one(id ?? 0),
    queryFn: ({ signal }) => api.get<Person>(`${queryKeys.users.path}/${id}`, undefined, signal),
    enabled: typeof id === 'number' && !known,
  });
  return known ?? query.data;
}

const personName = (person: Person) => person.name ?? person.username;

/** A searchable choice of an account (a trip's traveller, a list's person filter). */
export function PersonPicker({
  value,
  onChange,
  valueLabel,
  placeholder = 'Select a person',
  clearLabel,
  ...props
}: PersonPickerProps) {
  const choice = useSingleChoice<Person>({
    value,
    clearLabel,
    onChoose: (person) => onChange(person ? person.id : null),
  });
  const options = usePersonOptions(choice.search, choice.open);
  const people = options.data ?? [];
  const named =
    valueLabel && typeof value === 'number'
      ? { id: value, name: valueLabel, username: valueLabel }
      : undefined;
  const selected = useChosenPerson(value, choice.known([...people, named]));

  return (
    <SearchPicker
      {...props}
      {...choice.props}
      options={people}
      optionLabel={personName}
      optionDetail={(person) => (person.name ? person.username : undefined)}
      query={options}
      texts={PERSON_PICKER_TEXTS}
      triggerText={selected ? personName(selected) : undefined}
      placeholder={placeholder}
    />
  );
}

const PERSON_PICKER_TEXTS = {
  search: 'Search people',
  list: 'People',
  loading: 'Loading people...',
  failed: 'Failed to load people',
  empty: 'No one found',
};
