import { FolderOpenIcon, UploadIcon } from 'lucide-react';
import type { Asset } from '@shared/schemas/asset';
import { ListLoadError, RefreshFailedNote } from '@web/components/records/list-state';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { AssetCard } from './asset-card';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5';

type AssetGridProps = {
  id: string;
  assets: Asset[] | undefined;
  isLoading: boolean;
  /** Nothing could be loaded. */
  isError: boolean;
  /** Cards loaded earlier are shown, but the latest refresh failed. */
  isStale?: boolean;
  retrying?: boolean;
  onRetry: () => void;
  onOpen: (asset: Asset) => void;
  onDelete: (asset: Asset) => void;
  /** The empty grid's way to the upload dialog. */
  onUpload: () => void;
};

/** Cards in a responsive grid of 1 to 5 columns, with its loading, error and empty states. */
export function AssetGrid({
  id,
  assets,
  isLoading,
  isError,
  isStale = false,
  retrying,
  onRetry,
  onOpen,
  onDelete,
  onUpload,
}: AssetGridProps) {
  let content;
  if (isLoading) {
    content = (
      <div className={GRID} role="status" aria-label="Loading assets">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-52 rounded-xl" />
        ))}
      </div>
    );
  } else if (isError) {
    content = (
      <ListLoadError
        text="Failed to load assets. Please try again later."
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  } else if (!assets?.length) {
    content = (
      <EmptyState
        icon={FolderOpenIcon}
        title="No assets found. Upload some assets to get started."
        action={
          <Button onClick={onUpload}>
            <UploadIcon aria-hidden="true" />
            Upload an asset
          </Button>
        }
      />
    );
  } else {
    content = (
      <ul className={GRID} aria-label="Assets">
        {assets.map((asset) => (
          <li key={asset.id} className="flex">
            <AssetCard asset={asset} onOpen={onOpen} onDelete={onDelete} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section id={id} aria-live="polite" aria-busy={isLoading}>
      {isStale && !isError && <RefreshFailedNote onRetry={onRetry} retrying={retrying} />}
      {content}
    </section>
  );
}
