import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Sponsorship } from '@shared/schemas/sponsorship';
import { PageHeader } from '@web/components/layout/page-header';
import { useDebouncedValue } from '@web/components/pickers/use-debounced-value';
import { Button } from '@web/components/ui/button';
import { useSponsorships, type SponsorshipStatus } from '../api/get-sponsorships';
import { useContextEvent } from '../api/get-context-event';
import { SponsorshipFormDialog } from '../components/sponsorship-form-dialog';
import { SponsorshipTable } from '../components/sponsorship-table';
import { SponsorshipToolbar } from '../components/sponsorship-toolbar';
import { DeleteSponsorshipDialog } from '../components/delete-sponsorship-dialog';
import { ListState } from '../components/list-state';
import { nextSort, parseEventId, sortParam, type SortState } from '../components/list-sort';

/** /sponsorships (optionally ?eventId=): sponsors of your events. */
export function SponsorshipsPage() {
  const [searchParams] = useSearchParams();
  const eventId = parseEventId(searchParams.get('eventId'));
  const contextEvent = useContextEvent(eventId);
  const [search, setSearch] = useState('');
  const [tier, setTier] = useState('');
  const q = useDebouncedValue(search.trim());
  const tierFilter = useDebouncedValue(tier.trim());
  const [status, setStatus] = useState<SponsorshipStatus>();
  const [sort, setSort] = useState<SortState>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Sponsorship>();
  const [deleting, setDeleting] = useState<Sponsorship>();
  const list = useSponsorships({
    eventId,
    tier: tierFilter || undefined,
    status,
    q: q || undefined,
    sort: sortParam(sort),
  });
  const eventName = contextEvent.data?.name ?? `Event #${eventId}`;
  const fixedEvent = eventId === undefined ? undefined : { id: eventId, name: eventName };

  return (
    <>
      <PageHeader
        title="Sponsorships"
        description={
          fixedEvent ? (
            <>
              Sponsorships of {fixedEvent.name}.{' '}
              <Link to="/sponsorships" className="text-brand underline-offset-4 hover:underline">
                View all sponsorships
              </Link>
            </>
          ) : (
            'Sponsors of your events, their tiers, amounts and contacts.'
          )
        }
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Add Sponsorship
          </Button>
        }
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
