import { lazy, useState } from 'react';
import type { SortState } from '@web/components/records/list-sort';
import { RecordListPage } from '@web/components/records/record-list-page';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useDeleteTalk } from '../api/change-talks';
import { talksQueryOptions } from '../api/get-talks';
import { TalkTable } from '../components/talk-table';
import { TalkToolbar, type TalkFilters } from '../components/talk-toolbar';

// The dialog's form loads when it first opens, not with the list.
const TalkFormDialog = lazy(() =>
  import('../components/talk-form-dialog').then((module) => ({ default: module.TalkFormDialog })),
);

const NO_FILTERS: TalkFilters = { search: '', tag: '', level: undefined, format: undefined };

/** /talks (optionally ?page=): the talk library, each talk written once for many CFPs. */
export function TalksPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const q = useDebouncedValue(filters.search.trim());
  const tag = useDebouncedValue(filters.tag.trim());
  const [sort, setSort] = useState<SortState>(null);
  return (
    <RecordListPage
      title="Talks"
      description="Talks written once and submitted to many calls for papers."
      eventLead="Talks for"
      path="/talks"
      allLabel="View all talks"
      addLabel="Add Talk"
      plural="talks"
      noun="talk"
      filters={{
        q: q || undefined,
        tag: tag || undefined,
        level: filters.level,
        format: filters.format,
      }}
      sort={sort}
      onSortChange={setSort}
      listQuery={talksQueryOptions}
      toolbar={<TalkToolbar filters={filters} onChange={setFilters} />}
      Table={TalkTable}
      FormDialog={TalkFormDialog}
      remove={useDeleteTalk()}
      label={(talk) => talk.title}
    />
  );
}
