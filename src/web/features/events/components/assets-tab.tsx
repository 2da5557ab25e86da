import { LinkIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@shared/domain';
import { Button } from '@web/components/ui/button';
import { useEventAssets } from '../api/get-event-records';
import { AssetTile } from './asset-tile';
import { LinkAssetsDialog } from './link-assets-dialog';
import { TabBody } from './tab-states';

/** The event's assets: a grid of up to 6 with View All, Add Asset and Link Existing. */
export function AssetsTab({ eventId }: { eventId: number }) {
  const assets = useEventAssets(eventId);
  const [linking, setLinking] = useState(false);
  const list = assets.data?.items ?? [];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={`/assets?eventId=${eventId}`}>
            <PlusIcon aria-hidden="true" />
            Add Asset
          </Link>
        </Button>
        <Button variant="outline" size="sm" onClick={() => setLinking(true)}>
          <LinkIcon aria-hidden="true" />
          Link Existing
        </Button>
        {(assets.data?.total ?? 0) > LIMITS.detailAssetsBeforeViewAll && (
          <Button variant="link" size="sm" asChild>
            <Link to={`/assets?eventId=${eventId}`}>View All</Link>
          </Button>
        )}
      </div>
      <TabBody
        isPending={assets.isPending}
        error={assets.isError}
        errorText="Failed to fetch event assets"
        empty={list.length === 0}
        emptyText="No assets linked to this event yet."
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((asset) => (
            <AssetTile key={asset.id} asset={asset} />
          ))}
        </div>
      </TabBody>
      <LinkAssetsDialog eventId={eventId} open={linking} onOpenChange={setLinking} />
    </div>
  );
}
