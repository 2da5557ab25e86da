import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CfpStatus } from '@shared/domain';
import type { CfpSubmission } from '@shared/schemas/cfp-submission';
import { PageHeader } from '@web/components/layout/page-header';
import { useDebouncedValue } from '@web/components/pickers/use-debounced-value';
import { Button } from '@web/components/ui/button';
import { useCfpSubmissions } from '../api/get-cfp-submissions';
import { useContextEvent } from '../api/get-context-event';
import { CfpFormDialog } from '../components/cfp-form-dialog';
import { CfpTable } from '../components/cfp-table';
import { CfpToolbar } from '../components/cfp-toolbar';
import { DeleteCfpDialog } from '../components/delete-cfp-dialog';
import { ListState } from '../components/list-state';
import { nextSort, parseEventId, sortParam, type SortState } from '../components/list-sort';

/** /cfp-submissions (optionally ?eventId=): talks submitted to calls for papers. */
export function CfpSubmissionsPage() {
  const [searchParams] = useSearchParams();
  const eventId = parseEventId(searchParams.get('eventId'));
  const contextEvent = useContextEvent(eventId);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [status, setStatus] = useState<CfpStatus>();
  const [sort, setSort] = useState<SortState>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CfpSubmission>();
  const [deleting, setDeleting] = useState<CfpSubmission>();
  const list = useCfpSubmissions({ eventId, status, q: q || undefined, sort: sortParam(sort) });
  const eventName = contextEvent.data?.name ?? `Event #${eventId}`;
  const fixedEvent = eventId === undefined ? undefined : { id: eventId, name: eventName };

  return (
    <>
      <PageHeader
        title="CFP Submissions"
        description={
          fixedEvent ? (
            <>
              Submissions for {fixedEvent.name}.{' '}
              <Link to="/cfp-submissions" className="text-brand underline-offset-4 hover:underline">
                View all submissions
              </Link>
            </>
          ) : (
            'Talks submitted to calls for papers and their status.'
          )
        }
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Add Submission
          </Button>
        }
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
