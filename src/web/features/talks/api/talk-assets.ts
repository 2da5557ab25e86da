import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Asset } from '@shared/schemas/asset';
import { api, apiListPage } from '@web/lib/api-client';
import { mutationMeta } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

/** A talk's slides, abstracts, bios and headshots (GET /api/assets?talkId=), 100 at most. */
export function talkAssetsQueryOptions(talkId: number) {
  const params = { talkId, limit: 100, offset: 0 };
  return queryOptions({
    queryKey: queryKeys.assets.list(params),
    queryFn: async ({ signal }) =>
      (await apiListPage<Asset>(queryKeys.assets.path, params, signal)).items,
  });
}

type TalkLink = { asset: Asset; talkId: number | null };

/** Attaches an asset to a talk, or takes it off (`talkId` null): PUT /api/assets/{id}. */
export function useLinkTalkAsset() {
  return useMutation({
    mutationFn: ({ asset, talkId }: TalkLink) =>
      api.put<Asset>(`${queryKeys.assets.path}/${asset.id}`, { talkId }, asset.version),
    meta: mutationMeta<Asset, TalkLink>({
      success: (asset, { talkId }) => ({
        title: talkId ? 'Asset Attached' : 'Asset Detached',
        description: talkId
          ? `“${asset.name}” belongs to this talk.`
          : `“${asset.name}” no longer belongs to this talk.`,
      }),
      error: 'Failed to update asset',
      invalidates: [queryKeys.assets.all],
    }),
  });
}
