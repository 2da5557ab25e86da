import { useState } from 'react';
import type { CfpStatus } from '@shared/domain';
import type { CfpSubmission } from '@shared/schemas/cfp-submission';
import { RecordPageHeader } from '@web/components/records/record-page-header';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useEventContext } from '@web/components/records/use-context-event';
import { ListState } from '@web/components/records/list-state';
import { nextSort, sortParam, type SortState } from '@web/components/records/list-sort';
import { useCfpSubmissions } from '../api/get-cfp-submissions';
import { CfpFormDialog } from '../components/cfp-form-dialog';
import { CfpTable } from '../components/cfp-table';
import { CfpToolbar } from '../components/cfp-toolbar';
import { DeleteCfpDialog } from '../components/delete-cfp-dialog';

/** /cfp-submissions (optionally ?eventId=): talks submitted to calls for papers. */
export function CfpSubmissionsPage() {
  const { eventId, fixedEvent } = useEventContext();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [status, setStatus] = useState<CfpStatus>();
  const [sort, setSort] = useState<SortState>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CfpSubmission>();
  const [deleting, setDeleting] = useState<CfpSubmission>();
  const filters = { eventId, status, q: q || undefined, sort: sortParam(sort) };
  const list = useCfpSubmissions(filters);

  return (
    <>
      <RecordPageHeader
        title="CFP Submissions"
        description="Talks submitted to calls for papers and their status."
        fixedEvent={fixedEvent}
        eventLead="Submissions for"
        allPath="/cfp-submissions"
        allLabel="View all submissions"
        addLabel="Add Submission"
        onAdd={() => setAdding(true)}
        exportTarget={{ path: '/api/cfp-submissions', params: filters }}
      />
      <CfpToolbar
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
      />
      <ListState
        loading={list.isPending}
        failed={list.isError}
        empty={list.data?.length === 0}
        loadingText="Loading CFP submissions..."
        errorText="Failed to load CFP submissions. Please try again."
        emptyText="No CFP submissions found."
        onRetry={() => void list.refetch()}
      >
        <CfpTable
          submissions={list.data ?? []}
          showEvent={eventId === undefined}
          sort={sort}
          onSort={(key) => setSort((current) => nextSort(current, key))}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      </ListState>
      <CfpFormDialog open={adding} onOpenChange={setAdding} fixedEvent={fixedEvent} />
      <CfpFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        submission={editing}
      />
      <DeleteCfpDialog
        submission={deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
      />
    </>
  );
}
