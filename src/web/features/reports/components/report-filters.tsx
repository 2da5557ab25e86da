import { useQuery } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { EVENT_PRIORITIES, EVENT_TYPES } from '@shared/domain';
import { ONLINE } from '@shared/schemas/report';
import type { UserSummary } from '@shared/schemas/user';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { api } from '@web/lib/api-client';
import { formatLabel } from '@web/lib/format';
import { queryKeys } from '@web/lib/query-keys';
import type { ReportParams } from '../api/get-report';
import type { ReportParam } from './use-report-params';

interface Props {
  params: ReportParams;
  update: (changes: Partial<Record<ReportParam, string | undefined>>) => void;
  /** The server's 400 messages by field (personId, tag, country). */
  errors?: Record<string, string>;
}

function usePeople() {
  return useQuery({
    queryKey: queryKeys.users.list({ active: 'true' }),
    queryFn: ({ signal }) =>
      api.get<UserSummary[]>(queryKeys.users.path, { active: 'true' }, signal),
  });
}

/** A text filter sent when the field is left or Enter is pressed, not at every key. */
function commitOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.currentTarget.blur();
}

/** The filters every figure of the report is narrowed by. */
export function ReportFilters({ params, update, errors }: Props) {
  const people = usePeople().data ?? [];
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <legend className="sr-only">Filters</legend>
      <FormField label="Event type">
        {(control) => (
          <NativeSelect
            {...control}
            value={params.type ?? ''}
            onChange={(e) => update({ type: e.target.value })}
          >
            <option value="">All types</option>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {formatLabel(type)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Priority">
        {(control) => (
          <NativeSelect
            {...control}
            value={params.priority ?? ''}
            onChange={(e) => update({ priority: e.target.value })}
          >
            <option value="">All priorities</option>
            {EVENT_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {formatLabel(priority)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Person" error={errors?.personId}>
        {(control) => (
          <NativeSelect
            {...control}
            value={params.personId ?? ''}
            onChange={(e) => update({ personId: e.target.value })}
          >
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name ?? person.username}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Talk tag" error={errors?.tag}>
        {(control) => (
          <Input
            {...control}
            key={params.tag ?? ''}
            defaultValue={params.tag ?? ''}
            placeholder="Any tag"
            onBlur={(e) => update({ tag: e.target.value.trim() })}
            onKeyDown={commitOnEnter}
          />
        )}
      </FormField>
      <FormField label="Country" error={errors?.country}>
        {(control) => (
          <Input
            {...control}
            key={params.country ?? ''}
            defaultValue={params.country ?? ''}
            placeholder={`Any country, or ${ONLINE}`}
            onBlur={(e) => update({ country: e.target.value.trim() })}
            onKeyDown={commitOnEnter}
          />
        )}
      </FormField>
    </fieldset>
  );
}
