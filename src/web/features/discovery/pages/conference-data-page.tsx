import { CircleAlertIcon, CircleCheckIcon, RefreshCwIcon } from 'lucide-react';
import type { DiscoverySync } from '@shared/schemas/discovery-sync';
import { PageHeader } from '@web/components/layout/page-header';
import { ListState } from '@web/components/records/list-state';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useSyncNow } from '../api/change-discover';
import { useDiscoverySyncs } from '../api/get-discover';
import { SyncsTable } from '../components/syncs-table';

/** /admin/conference-data (admins): the last ten syncs of the open conference data, and Sync now. */
export function ConferenceDataPage() {
  const syncs = useDiscoverySyncs();
  const syncNow = useSyncNow();
  const rows = syncs.data ?? [];
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Conference data"
        description="Discover lists conferences from confs.tech's open data, read daily. The last ten readings, newest first."
        actions={
          <Button onClick={() => syncNow.mutate()} disabled={syncNow.isPending}>
            <RefreshCwIcon
              aria-hidden="true"
              className={syncNow.isPending ? 'animate-spin' : undefined}
            />
            {syncNow.isPending ? 'Syncing...' : 'Sync now'}
          </Button>
        }
      />
      {syncNow.isSuccess && <SyncResult sync={syncNow.data} />}
      {syncNow.isError && (
        <Alert variant="destructive" className="mb-6">
          <CircleAlertIcon aria-hidden="true" />
          <AlertTitle>Sync not run</AlertTitle>
          <AlertDescription className="[overflow-wrap:anywhere]">
            {syncNow.error.message}
          </AlertDescription>
        </Alert>
      )}
      <ListState
        loading={syncs.isPending}
        failed={syncs.isError && !syncs.data}
        stale={syncs.isError && Boolean(syncs.data)}
        retrying={syncs.isFetching}
        empty={rows.length === 0}
        loadingText="Loading syncs..."
        errorText={`Unable to load the syncs: ${syncs.error?.message ?? ''}`}
        emptyText="No sync has run yet."
        onRetry={() => void syncs.refetch()}
      >
        <SyncsTable syncs={rows} />
      </ListState>
    </div>
  );
}

/** What the sync just run did: its counts, or why it failed (the data stayed as it was). */
function SyncResult({ sync }: { sync: DiscoverySync }) {
  if (sync.error) {
    return (
      <Alert variant="destructive" className="mb-6">
        <CircleAlertIcon aria-hidden="true" />
        <AlertTitle>Sync failed</AlertTitle>
        <AlertDescription className="[overflow-wrap:anywhere]">
          <p>{sync.error}</p>
          <p>The conferences stay as they were before this sync.</p>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert role="status" className="mb-6">
      <CircleCheckIcon aria-hidden="true" />
      <AlertTitle>Sync finished</AlertTitle>
      <AlertDescription>
        {sync.entriesRead.toLocaleString()} entries read from {sync.filesRead.toLocaleString()}{' '}
        files: {sync.added.toLocaleString()} new, {sync.changed.toLocaleString()} changed,{' '}
        {sync.gone.toLocaleString()} gone, {sync.skipped.toLocaleString()} skipped.
      </AlertDescription>
    </Alert>
  );
}
