import type { Asset } from '@shared/schemas/asset';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { useDeleteAsset } from '../api/delete-asset';

type DeleteAssetDialogProps = {
  /** The asset to delete; the dialog is open while one is given. */
  asset: Asset | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** Deleting an asset asks for confirmation first. */
export function DeleteAssetDialog({ asset, onClose, onDeleted }: DeleteAssetDialogProps) {
  const deletion = useDeleteAsset({
    onSuccess: () => {
      onClose();
      onDeleted?.();
    },
  });
  return (
    <AlertDialog open={asset !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">Delete “{asset?.name}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this asset? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletion.isPending}>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={deletion.isPending}
            onClick={() => asset && deletion.mutate(asset.id)}
          >
            {deletion.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
