import { useState } from 'react';
import type { Sponsorship } from '@shared/schemas/sponsorship';
import { RecordPageHeader } from '@web/components/records/record-page-header';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useEventContext } from '@web/components/records/use-context-event';
import { ListState } from '@web/components/records/list-state';
import { nextSort, sortParam, type SortState } from '@web/components/records/list-sort';
import { useSponsorships, type SponsorshipStatus } from '../api/get-sponsorships';
import { SponsorshipFormDialog } from '../components/sponsorship-form-dialog';
import { SponsorshipTable } from '../components/sponsorship-table';
import { SponsorshipToolbar } from '../components/sponsorship-toolbar';
import { DeleteSponsorshipDialog } from '../components/delete-sponsorship-dialog';

/** /sponsorships (optionally ?eventId=): sponsors of your events. */
export function SponsorshipsPage() {
  const { eventId, fixedEvent } = useEventContext();
  const [search, setSearch] = useState('');
  const [tier, setTier] = useState('');
  const q = useDebouncedValue(search.trim());
  const tierFilter = useDebouncedValue(tier.trim());
  const [status, setStatus] = useState<SponsorshipStatus>();
  const [sort, setSort] = useState<SortState>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Sponsorship>();
  const [deleting, setDeleting] = useState<Sponsorship>();
  const filters = {
    eventId,
    tier: tierFilter || undefined,
    status,
    q: q || undefined,
    sort: sortParam(sort),
  };
  const list = useSponsorships(filters);

  return (
    <>
      <RecordPageHeader
        title="Sponsorships"
        description="Sponsors of your events, their tiers, amounts and contacts."
        fixedEvent={fixedEvent}
        eventLead="Sponsorships of"
        allPath="/sponsorships"
        allLabel="View all sponsorships"
        addLabel="Add Sponsorship"
        onAdd={() => setAdding(true)}
        exportTarget={{ path: '/api/sponsorships', params: filters }}
      />
      <SponsorshipToolbar
        search={search}
        onSearchChange={setSearch}
        tier={tier}
        onTierChange={setTier}
        status={status}
        onStatusChange={setStatus}
        sort={sort}
        onSortChange={setSort}
      />
      <ListState
        loading={list.isPending}
        failed={list.isError}
        empty={list.data?.length === 0}
        loadingText="Loading sponsorships..."
        errorText="Failed to load sponsorships. Please try again."
        emptyText="No sponsorships found."
        onRetry={() => void list.refetch()}
      >
        <SponsorshipTable
          sponsorships={list.data ?? []}
          showEvent={eventId === undefined}
          sort={sort}
          onSort={(key) => setSort((current) => nextSort(current, key))}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      </ListState>
      <SponsorshipFormDialog open={adding} onOpenChange={setAdding} fixedEvent={fixedEvent} />
      <SponsorshipFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        sponsorship={editing}
      />
      <DeleteSponsorshipDialog
        sponsorship={deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
      />
    </>
  );
}
