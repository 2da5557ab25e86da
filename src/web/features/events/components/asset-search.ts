import type { Asset } from '@shared/schemas/asset';

/** True when the search text appears in the asset's name, type or description (any case). */
export function matchesAssetSearch(
  asset: Pick<Asset, 'name' | 'type' | 'description'>,
  search: string,
): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return [asset.name, asset.type, asset.type.replace(/_/g, ' '), asset.description ?? ''].some(
    (value) => value.toLowerCase().includes(text),
  );
}
