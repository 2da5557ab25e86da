import { CalendarIcon, UserIcon } from 'lucide-react';
import type { Asset } from '@shared/schemas/asset';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { formatDate, formatFileSize } from '@web/lib/format';
import { AssetCardMenu } from './asset-card-menu';
import { assetFormat, assetTypeLabel } from './asset-kind';
import { AssetThumbnail } from './asset-thumbnail';

type AssetCardProps = {
  asset: Asset;
  onOpen: (asset: Asset) => void;
  onDelete: (asset: Asset) => void;
};

/** One asset in the grid; the whole card opens the detail dialog through its title button. */
export function AssetCard({ asset, onOpen, onDelete }: AssetCardProps) {
  return (
    <Card
      data-testid="asset-card"
      className="hover:border-ring/60 relative w-full gap-3 py-4 transition-colors"
    >
      <div className="flex items-start gap-3 px-4">
        <AssetThumbnail asset={asset} />
        <div className="min-w-0 flex-1">
          <h3 className="leading-snug font-semibold">
            <button
              type="button"
              onClick={() => onOpen(asset)}
              className="focus-visible:ring-ring/50 line-clamp-2 rounded-sm text-left break-words outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:ring-[3px]"
            >
              {asset.name}
            </button>
          </h3>
          <p className="text-muted-foreground mt-1 text-xs">
            {formatFileSize(asset.fileSize)} · {assetFormat(asset)}
          </p>
        </div>
        <AssetCardMenu asset={asset} onDelete={onDelete} className="relative z-10 -mt-1 -mr-2" />
      </div>
      <p className="text-muted-foreground line-clamp-3 px-4 text-sm break-words">
        {asset.description}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 px-4 text-xs">
        <span className="text-muted-foreground inline-flex min-w-0 items-center gap-1">
          <UserIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only">Owner:</span>
          <span className="truncate">{asset.uploadedByName || 'Unknown User'}</span>
        </span>
        <Badge variant="secondary">{assetTypeLabel(asset.type)}</Badge>
        <span className="text-muted-foreground inline-flex items-center gap-1">
          <CalendarIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only">Uploaded</span>
          {formatDate(asset.uploadedAt)}
        </span>
      </div>
    </Card>
  );
}
