import { DownloadIcon, MoreVerticalIcon, Trash2Icon } from 'lucide-react';
import type { Asset } from '@shared/schemas/asset';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { downloadAsset } from '../api/download-asset';

type AssetCardMenuProps = { asset: Asset; onDelete: (asset: Asset) => void; className?: string };

/** The card's menu: Download (new tab, signed link) and Delete (asks first). */
export function AssetCardMenu({ asset, onDelete, className }: AssetCardMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={className}
          aria-label={`Actions for ${asset.name}`}
        >
          <MoreVerticalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void downloadAsset(asset)}>
          <DownloadIcon aria-hidden="true" />
          Download
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(asset)}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
