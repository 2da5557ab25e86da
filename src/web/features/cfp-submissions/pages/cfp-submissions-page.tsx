import { lazy, useState } from 'react';
import type { CfpStatus } from '@shared/domain';
import type { SortState } from '@web/components/records/list-sort';
import { RecordListPage } from '@web/components/records/record-list-page';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useDeleteCfpSubmission } from '../api/change-cfp-submissions';
import { cfpSubmissionsQueryOptions } from '../api/get-cfp-submissions';
import { CfpTable } from '../components/cfp-table';
import { CfpToolbar } from '../components/cfp-toolbar';

// The dialog's form and event picker load when it first opens, not with the list.
const CfpFormDialog = lazy(() =>
  import('../components/cfp-form-dialog').then((module) => ({ default: module.CfpFormDialog })),
);

/** /cfp-submissions (optionally ?eventId=, ?page=): talks submitted to calls for papers. */
export function CfpSubmissionsPage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [status, setStatus] = useState<CfpStatus>();
  const [sort, setSort] = useState<SortState>(null);
  return (
    <RecordListPage
      title="CFP Submissions"
      description="Talks submitted to calls for papers and their status."
      eventLead="Submissions for"
      path="/cfp-submissions"
      allLabel="View all submissions"
      addLabel="Add Submission"
      plural="CFP submissions"
      noun="CFP submission"
      filters={{ status, q: q || undefined }}
      sort={sort}
      onSortChange={setSort}
      listQuery={cfpSubmissionsQueryOptions}
      toolbar={
        <CfpToolbar
          search={search}
          onSearchChange={setSearch}
          status={status}
          onStatusChange={setStatus}
        />
      }
      Table={CfpTable}
      FormDialog={CfpFormDialog}
      remove={useDeleteCfpSubmission()}
      label={(submission) => submission.title}
    />
  );
}
