import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DiscoveredConference } from '@shared/schemas/discovered-conference';
import { DEFAULT_PAGE_SIZE } from '@shared/schemas/fields';
import { PageHeader } from '@web/components/layout/page-header';
import { ExportMenu } from '@web/components/records/export-menu';
import { ListState } from '@web/components/records/list-state';
import { usePageParam } from '@web/components/records/use-page-param';
import { Pager } from '@web/components/ui/pager';
import { useMarkConference, useTrackConference } from '../api/change-discover';
import { discoverQueryOptions, useDiscoverOptions } from '../api/get-discover';
import { ConferenceEntry } from '../components/conference-entry';
import { DiscoverFilters } from '../components/discover-filters';
import { TrackDialog } from '../components/track-dialog';
import { useDiscoverFilters } from '../components/use-discover-filters';

/**
 * /discover: conferences from the open conference data (confs.tech), open CFPs first, with
 * Track, Interested and Dismiss; the filters and page are in the address.
 */
export function DiscoverPage() {
  const { filters, search, setSearch, setParam } = useDiscoverFilters();
  const [page, setPage] = usePageParam(JSON.stringify(filters));
  const list = useQuery(
    discoverQueryOptions({
      ...filters,
      limit: DEFAULT_PAGE_SIZE,
      offset: page * DEFAULT_PAGE_SIZE,
    }),
  );
  const options = useDiscoverOptions();
  const [tracking, setTracking] = useState<DiscoveredConference>();
  const link = useTrackConference();
  const mark = useMarkConference();
  const busyId = link.isPending
    ? link.variables.conference.id
    : mark.isPending
      ? mark.variables.conference.id
      : undefined;

  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Discover"
        description="Tech conferences and their calls for papers from the open conference data of confs.tech: track one as an event in a click."
        actions={<ExportMenu path="/api/discover" params={filters} />}
      />
      <DiscoverFilters
        filters={filters}
        search={search}
        onSearch={setSearch}
        onParam={setParam}
        options={options.data}
      />
      <ListState
        loading={list.isPending}
        failed={list.isError && !list.data}
        stale={list.isError && Boolean(list.data)}
        retrying={list.isFetching}
        empty={rows.length === 0}
        loadingText="Loading conferences..."
        errorText={`Unable to load conferences: ${list.error?.message ?? ''}`}
        emptyText={
          filtered
            ? 'No conferences match these filters.'
            : 'No conferences yet: they arrive with the first sync of the conference data.'
        }
        onRetry={() => void list.refetch()}
      >
        <ul aria-label="Conferences" className="grid gap-3">
          {rows.map((conference) => (
            <li key={conference.id}>
              <ConferenceEntry
                conference={conference}
                busy={busyId === conference.id}
                onTrack={setTracking}
                onLinkMatch={(match) =>
                  link.mutate({ conference: match, body: { eventId: match.likelyMatch!.id } })
                }
                onMark={(target, value) => mark.mutate({ conference: target, mark: value })}
              />
            </li>
          ))}
        </ul>
      </ListState>
      {list.data && total > 0 && (
        <Pager
          page={page}
          pageSize={DEFAULT_PAGE_SIZE}
          total={total}
          shown={rows.length}
          noun="conference"
          onPage={setPage}
        />
      )}
      <TrackDialog conference={tracking} onOpenChange={(open) => !open && setTracking(undefined)} />
    </div>
  );
}
