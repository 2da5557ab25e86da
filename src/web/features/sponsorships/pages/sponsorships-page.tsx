import { lazy, useState } from 'react';
import type { SortState } from '@web/components/records/list-sort';
import { RecordListPage } from '@web/components/records/record-list-page';
import { useEventContext } from '@web/components/records/use-context-event';
import { SponsorshipTotals } from '@web/components/sponsorship-totals';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useDeleteSponsorship } from '../api/change-sponsorships';
import { sponsorshipsQueryOptions, type SponsorshipStatus } from '../api/get-sponsorships';
import { SponsorshipTable } from '../components/sponsorship-table';
import { SponsorshipToolbar } from '../components/sponsorship-toolbar';

// The dialog's form and event picker load when it first opens, not with the list.
const SponsorshipFormDialog = lazy(() =>
  import('../components/sponsorship-form-dialog').then((module) => ({
    default: module.SponsorshipFormDialog,
  })),
);

/** /sponsorships (optionally ?eventId=, ?page=): sponsors of your events. */
export function SponsorshipsPage() {
  const [search, setSearch] = useState('');
  const [tier, setTier] = useState('');
  const q = useDebouncedValue(search.trim());
  const tierFilter = useDebouncedValue(tier.trim());
  const [status, setStatus] = useState<SponsorshipStatus>();
  const [sort, setSort] = useState<SortState>(null);
  const { eventId } = useEventContext();
  const filters = { tier: tierFilter || undefined, status, q: q || undefined };
  return (
    <RecordListPage
      title="Sponsorships"
      description="Sponsors of your events, their tiers, amounts and contacts."
      eventLead="Sponsorships of"
      path="/sponsorships"
      allLabel="View all sponsorships"
      addLabel="Add Sponsorship"
      plural="sponsorships"
      noun="sponsorship"
      filters={filters}
      sort={sort}
      onSortChange={setSort}
      listQuery={sponsorshipsQueryOptions}
      toolbar={
        <>
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
          <SponsorshipTotals filters={{ ...filters, eventId }} className="mb-4 text-sm" />
        </>
      }
      Table={SponsorshipTable}
      FormDialog={SponsorshipFormDialog}
      remove={useDeleteSponsorship()}
      label={(sponsorship) => sponsorship.sponsorName}
    />
  );
}
