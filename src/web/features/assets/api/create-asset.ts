import { useMutation } from '@tanstack/react-query';
import type { AssetType } from '@shared/domain';
import type { Asset } from '@shared/schemas/asset';
import { api } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { viewAction } from '@web/lib/toast';
import { UNDO_DURATION_MS, useUndoCreation } from '@web/lib/undo-creation';
import { uploadWithProgress } from '@web/lib/upload-with-progress';
import { ASSET_DEPENDENTS } from './get-assets';
import { queryKeys } from '@web/lib/query-keys';

/** What the upload dialog sends once its form is valid. */
export type NewAsset = {
  name: string;
  type: AssetType;
  description: string;
  eventId?: number | null;
  cfpSubmissionId?: number | null;
} & ({ uploadMethod: 'file'; file: File } | { uploadMethod: 'text'; content: string });

/** POST /api/assets: multipart with the file (reporting progress), or JSON with the text. */
export function createAsset(
  input: NewAsset,
  onProgress?: (fraction: number) => void,
): Promise<Asset> {
  const eventId = input.eventId ?? null;
  const cfpSubmissionId = input.cfpSubmissionId ?? null;
  if (input.uploadMethod === 'text') {
    return api.post<Asset>(queryKeys.assets.path, {
      name: input.name,
      type: input.type,
      description: input.description,
      eventId,
      cfpSubmissionId,
      content: input.content,
      isTextContent: true,
    });
  }
  const form = new FormData();
  form.append('name', input.name);
  form.append('type', input.type);
  form.append('description', input.description);
  form.append('eventId', eventId === null ? '' : String(eventId));
  form.append('cfpSubmissionId', cfpSubmissionId === null ? '' : String(cfpSubmissionId));
  // The file goes last: the server streams it to storage after reading the fields.
  form.append('file', input.file, input.file.name);
  return uploadWithProgress<Asset>(queryKeys.assets.path, form, { onProgress });
}

/** Uploads an asset; toasts 'Success' or 'Failed to upload asset. Please try again.'. */
export function useCreateAsset({
  onProgress,
  onSuccess,
}: { onProgress?: (fraction: number) => void; onSuccess?: (asset: Asset) => void } = {}) {
  const undo = useUndoCreation<Asset>({
    keys: queryKeys.assets,
    label: (asset) => `“${asset.name}”`,
    dependents: ASSET_DEPENDENTS,
    page: { of: (asset) => `/assets/${asset.id}`, list: '/assets' },
  });
  return useMutation({
    mutationFn: (input: NewAsset) => createAsset(input, onProgress),
    onSuccess,
    meta: mutationMeta<Asset, NewAsset>({
      success: (asset) => ({
        title: 'Success',
        description: `Asset “${asset.name}” uploaded successfully.`,
        duration: UNDO_DURATION_MS,
        actions: [viewAction(`/assets/${asset.id}`, asset.name), undo(asset)],
      }),
      error: () => 'Failed to upload asset. Please try again.',
      invalidates: ASSET_DEPENDENTS,
    }),
  });
}
