import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Talk } from '@shared/schemas/talk';
import type { FormControlProps } from '@web/components/ui/form-field';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { SearchPicker } from './search-picker';
import { useSingleChoice } from './use-single-choice';

export type TalkPickerProps = Partial<FormControlProps> & {
  /** The chosen talk's id, or null for a submission without a library talk. */
  value: number | null | undefined;
  /** The chosen talk (null when cleared); the form copies its title, abstract and speakers. */
  onChange: (talk: Talk | null) => void;
  onBlur?: () => void;
};

/** Up to 20 active talks matching `search` (title, abstract, tag, speaker); the API searches. */
function useTalkOptions(search: string, enabled: boolean) {
  const q = useDebouncedValue(search.trim());
  const params = { q: q || undefined, limit: 20, sort: 'title' };
  return useQuery({
    queryKey: queryKeys.talks.picker(params),
    queryFn: ({ signal }) => api.get<Talk[]>(queryKeys.talks.path, params, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The chosen talk, fetched only when it is not among the options already known. */
function useChosenTalk(id: number | null | undefined, known: Talk | undefined) {
  const query = useQuery({
    queryKey: queryKeys.talks.one(id ?? 0),
    queryFn: ({ signal }) => api.get<Talk>(`${queryKeys.talks.path}/${id}`, undefined, signal),
    enabled: typeof id === 'number' && !known,
  });
  return known ?? query.data;
}

const speakerNames = (talk: Talk) => talk.speakers.map((speaker) => speaker.name).join(', ');

/** A searchable choice of a library talk, with a first option for none. */
export function TalkPicker({ value, onChange, ...props }: TalkPickerProps) {
  const choice = useSingleChoice<Talk>({
    value,
    clearLabel: 'No library talk',
    onChoose: onChange,
  });
  const options = useTalkOptions(choice.search, choice.open);
  const talks = options.data ?? [];
  const selected = useChosenTalk(value, choice.known(talks));

  return (
    <SearchPicker
      {...props}
      {...choice.props}
      options={talks}
      optionLabel={(talk) => talk.title}
      optionDetail={speakerNames}
      query={options}
      texts={TALK_PICKER_TEXTS}
      triggerText={selected?.title}
      placeholder="No library talk"
      // A long title is cut to the form's width rather than widening the form (phones).
      className="[contain:inline-size]"
    />
  );
}

const TALK_PICKER_TEXTS = {
  search: 'Search talks',
  list: 'Talks',
  loading: 'Loading talks...',
  failed: 'Failed to load talks',
  empty: 'No talks found',
};
