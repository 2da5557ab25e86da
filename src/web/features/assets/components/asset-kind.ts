import { ASSET_TYPES, type AssetType } from '@shared/domain';
import type { Asset } from '@shared/schemas/asset';

/** One label per asset type, singular, as the type dropdown and the cards show it. */
export const ASSET_TYPE_LABELS: Record<AssetType, string> = {
  abstract: 'Abstract',
  bio: 'Bio',
  headshot: 'Headshot',
  trip_report: 'Trip Report',
  presentation: 'Presentation',
  other: 'Other',
};

/** The upload form labels the last type 'Others'. */
export const UPLOAD_TYPE_LABELS: Record<AssetType, string> = {
  ...ASSET_TYPE_LABELS,
  other: 'Others',
};

/** The page's tabs; 'other' is reachable through the type dropdown only. */
export const ASSET_TABS = [
  { value: 'all', label: 'All' },
  { value: 'abstract', label: 'Abstracts' },
  { value: 'bio', label: 'Bios' },
  { value: 'headshot', label: 'Headshots' },
  { value: 'trip_report', label: 'Trip Reports' },
  { value: 'presentation', label: 'Presentations' },
] as const;

export function isAssetType(value: string | null | undefined): value is AssetType {
  return (ASSET_TYPES as readonly string[]).includes(value ?? '');
}

/** The label of a stored type, or the raw value for one this version does not know. */
export function assetTypeLabel(type: string): string {
  return isAssetType(type) ? ASSET_TYPE_LABELS[type] : type;
}

const FORMATS: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.ms-powerpoint': 'PPT',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
  'application/zip': 'ZIP',
  'text/plain': 'TEXT',
};

/** A short file format name such as 'PDF' or 'PNG'. */
export function assetFormat(asset: Pick<Asset, 'mimeType' | 'isTextContent'>): string {
  if (asset.isTextContent) return 'TEXT';
  const known = FORMATS[asset.mimeType];
  if (known) return known;
  const subtype = asset.mimeType.split('/').pop() ?? '';
  return subtype ? subtype.toUpperCase() : 'FILE';
}

export type PreviewKind = 'image' | 'pdf' | 'prf' | 'text' | 'none';

/** Which viewer can show the asset. */
export function previewKind(
  asset: Pick<Asset, 'mimeType' | 'isTextContent' | 'fileUrl'>,
): PreviewKind {
  if (asset.isTextContent) return 'text';
  if (!asset.fileUrl) return 'none';
  if (asset.mimeType.startsWith('image/')) return 'image';
  if (asset.mimeType === 'application/pdf') return 'pdf';
  const path = asset.fileUrl.split('?')[0]!.toLowerCase();
  if (asset.mimeType.includes('prf') || path.endsWith('.prf')) return 'prf';
  return 'none';
}
