import type { Asset } from '@shared/schemas/asset';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { useAsset } from '../api/get-asset';
import { AssetDetails } from './asset-details';

type AssetDetailDialogProps = { asset: Asset | null; onClose: () => void };

/** The detail view as a dialog over /assets; it follows the asset's latest data after an edit. */
export function AssetDetailDialog({ asset, onClose }: AssetDetailDialogProps) {
  const latest = useAsset(asset?.id).data;
  const shown = latest && latest.id === asset?.id ? latest : asset;
  return (
    <Dialog open={asset !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="pr-6 break-words">{shown?.name}</DialogTitle>
          <DialogDescription>Asset details and preview.</DialogDescription>
        </DialogHeader>
        {shown && <AssetDetails asset={shown} />}
      </DialogContent>
    </Dialog>
  );
}
