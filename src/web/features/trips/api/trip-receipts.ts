import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Asset } from '@shared/schemas/asset';
import { apiListPage } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { uploadWithProgress } from '@web/lib/upload-with-progress';

/** More than a trip has: the receipts of one trip fit one page. */
const RECEIPTS_PAGE = { limit: 100, offset: 0 };

/** GET /api/assets?tripId=: the trip's receipts (its trip report is one of its assets too). */
export function tripReceiptsQueryOptions(tripId: number) {
  const params = { tripId, ...RECEIPTS_PAGE };
  return queryOptions({
    queryKey: queryKeys.assets.list(params),
    queryFn: ({ signal }) => apiListPage<Asset>(queryKeys.assets.path, params, signal),
    select: (page) => page.items.filter((asset) => asset.type !== 'trip_report'),
  });
}

export function useTripReceipts(tripId: number) {
  return useQuery(tripReceiptsQueryOptions(tripId));
}

export type NewReceipt = { tripId: number; name: string; description: string; file: File };

/** POST /api/assets (multipart): a PDF or an image linked to the trip, of type other. */
export function uploadReceipt(receipt: NewReceipt, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('name', receipt.name);
  form.append('type', 'other');
  form.append('description', receipt.description);
  form.append('tripId', String(receipt.tripId));
  // The file goes last: the server streams it to storage after reading the fields.
  form.append('file', receipt.file, receipt.file.name);
  return uploadWithProgress<Asset>(queryKeys.assets.path, form, { onProgress });
}

export function useUploadReceipt({
  onProgress,
  onSuccess,
}: { onProgress?: (fraction: number) => void; onSuccess?: (asset: Asset) => void } = {}) {
  return useMutation({
    mutationFn: (receipt: NewReceipt) => uploadReceipt(receipt, onProgress),
    onSuccess,
    meta: mutationMeta<Asset, NewReceipt>({
      success: (asset) => ({ title: 'Receipt added', description: asset.name }),
      error: 'Failed to add the receipt',
      invalidates: [queryKeys.assets.all],
    }),
  });
}
