import type { Asset } from '@shared/schemas/asset';
import { saveFile } from '@web/lib/save-file';
import { getAsset } from './get-asset';

/** Seconds a signed link must still have to be opened as is (a signed link lives 15–20 minutes). */
const MIN_SECONDS_LEFT = 60;

function secondsLeft(fileUrl: string): number {
  const expires = Number(new URL(fileUrl, window.location.origin).searchParams.get('expires'));
  return Number.isFinite(expires) ? expires - Date.now() / 1000 : 0;
}

/** The asset's signed link, asking the API for a new one when the cached one is about to expire. */
export async function freshFileUrl(asset: Asset): Promise<string | null> {
  if (!asset.fileUrl) return null;
  if (secondsLeft(asset.fileUrl) > MIN_SECONDS_LEFT) return asset.fileUrl;
  return (await getAsset(asset.id)).fileUrl;
}

/** Opens the file in a new tab through its signed link; text assets are saved as a .txt file. */
export async function downloadAsset(asset: Asset): Promise<void> {
  if (asset.isTextContent) return saveFile(asset.content ?? '', `${asset.name}.txt`, 'text/plain');
  const url = await freshFileUrl(asset);
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
}
