import { UploadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AssetType } from '@shared/domain';
import type { Asset } from '@shared/schemas/asset';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@shared/schemas/fields';
import { PageHeader } from '@web/components/layout/page-header';
import { usePageParam } from '@web/components/records/use-page-param';
import { Button } from '@web/components/ui/button';
import { Pager } from '@web/components/ui/pager';
import { assetsQueryOptions } from '../api/get-assets';
import { AssetDetailDialog } from '../components/asset-detail-dialog';
import { AssetFilters } from '../components/asset-filters';
import { AssetGrid } from '../components/asset-grid';
import { isAssetType } from '../components/asset-kind';
import { DeleteAssetDialog } from '../components/delete-asset-dialog';
import { UploadAssetDialog } from '../components/upload-asset-dialog';

function positiveId(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** /assets (optionally ?type=, ?page=): abstracts, bios, headshots, trip reports and presentations. */
export function AssetsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const typeParam = searchParams.get('type');
  const type = isAssetType(typeParam) ? typeParam : undefined;
  const eventId = positiveId(searchParams.get('eventId'));
  // ?eventId= comes from an event's 'Add Asset': open the upload with that event chosen.
  const [uploading, setUploading] = useState(eventId !== undefined);
  const [opened, setOpened] = useState<Asset | null>(null);
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const resultsId = useId();
  const [page, setPage] = usePageParam(type ?? '');
  const assets = useQuery({
    ...assetsQueryOptions({ type, limit: DEFAULT_PAGE_SIZE, offset: page * DEFAULT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const setType = (next: AssetType | undefined) =>
    setSearchParams(
      (params) => {
        if (next) params.set('type', next);
        else params.delete('type');
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="Assets"
        description="Manage abstracts, bios, headshots and other assets for your events."
        actions={
          <Button onClick={() => setUploading(true)}>
            <UploadIcon aria-hidden="true" />
            Upload New Asset
          </Button>
        }
      />
      <AssetFilters type={type} onTypeChange={setType} resultsId={resultsId} />
      <AssetGrid
        id={resultsId}
        assets={assets.data?.items}
        isLoading={assets.isPending}
        isError={assets.isError && !assets.data}
        isStale={assets.isError && Boolean(assets.data)}
        retrying={assets.isFetching}
        onRetry={() => void assets.refetch()}
        onOpen={setOpened}
        onDelete={setDeleting}
        onUpload={() => setUploading(true)}
      />
      {assets.data && assets.data.total > 0 && (
        <Pager
          page={page}
          pageSize={DEFAULT_PAGE_SIZE}
          total={assets.data.total}
          shown={assets.data.items.length}
          noun="asset"
          onPage={setPage}
        />
      )}
      <UploadAssetDialog open={uploading} onOpenChange={setUploading} eventId={eventId} />
      <AssetDetailDialog asset={opened} onClose={() => setOpened(null)} />
      <DeleteAssetDialog asset={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
