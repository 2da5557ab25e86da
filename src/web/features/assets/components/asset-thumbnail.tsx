import {
  FileArchiveIcon,
  FileIcon,
  FileTextIcon,
  ImageIcon,
  PresentationIcon,
  UserIcon,
} from 'lucide-react';
import { useState } from 'react';
import type { Asset } from '@shared/schemas/asset';
import { cn } from '@web/lib/utils';

const ICONS = {
  image: ImageIcon,
  archive: FileArchiveIcon,
  slides: PresentationIcon,
  person: UserIcon,
  document: FileTextIcon,
  file: FileIcon,
};

function iconFor(asset: Asset): keyof typeof ICONS {
  const mime = asset.mimeType;
  if (mime.startsWith('image/')) return 'image';
  if (mime.includes('zip')) return 'archive';
  if (mime.includes('presentation') || mime.includes('powerpoint')) return 'slides';
  if (asset.type === 'bio' || asset.type === 'headshot') return 'person';
  if (asset.isTextContent || mime.includes('pdf') || mime.includes('word')) return 'document';
  return 'file';
}

function TypeIcon({ asset }: { asset: Asset }) {
  const kind = iconFor(asset);
  const Icon = ICONS[kind];
  return <Icon className="text-muted-foreground size-8" aria-hidden="true" data-icon={kind} />;
}

/** An image thumbnail 75px high at 4:3, or an icon for the file type. */
export function AssetThumbnail({ asset, className }: { asset: Asset; className?: string }) {
  const [failed, setFailed] = useState(false);
  const frame = cn(
    'bg-muted flex h-[75px] aspect-[4/3] shrink-0 items-center justify-center overflow-hidden rounded-md',
    className,
  );
  if (asset.fileUrl && asset.mimeType.startsWith('image/') && !failed) {
    return (
      <div className={frame}>
        <img
          src={asset.fileUrl}
          alt=""
          loading="lazy"
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      </div>
    );
  }
  return (
    <div className={frame} data-testid="asset-icon">
      <TypeIcon asset={asset} />
    </div>
  );
}
