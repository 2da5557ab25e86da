import type { Asset } from '@shared/schemas/asset';
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

function saveText(asset: Asset) {
  const url = URL.createObjectURL(new Blob([asset.content ?? ''], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${asset.name}.txt`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Opens the file in a new tab through its signed link; text assets are saved as a .txt file. */
export async function downloadAsset(asset: Asset): Promise<void> {
  if (asset.isTextContent) return saveText(asset);
  const url = await freshFileUrl(asset);
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
}
