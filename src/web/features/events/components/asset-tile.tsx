import {
  DownloadIcon,
  FileIcon,
  FileTextIcon,
  ImageIcon,
  PresentationIcon,
  UserIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Asset } from '@shared/schemas/asset';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { formatFileSize, formatLabel } from '@web/lib/format';

const TYPE_ICONS: Record<string, typeof FileIcon> = {
  abstract: FileTextIcon,
  bio: UserIcon,
  headshot: ImageIcon,
  trip_report: FileTextIcon,
  presentation: PresentationIcon,
};

/** An asset in the event's grid: image preview or type icon, Download and View Details. */
export function AssetTile({ asset }: { asset: Asset }) {
  const Icon = TYPE_ICONS[asset.type] ?? FileIcon;
  const isImage = asset.mimeType.startsWith('image/') && asset.fileUrl;
  return (
    <Card className="gap-2 p-3" data-testid="event-asset">
      <div className="bg-muted flex aspect-[4/3] items-center justify-center overflow-hidden rounded-md">
        {isImage ? (
          <img
            src={asset.fileUrl!}
            alt={asset.name}
            className="h-full w-full object-cover"
            loading="lazy"
          />
        ) : (
          <Icon className="text-muted-foreground size-10" aria-hidden="true" />
        )}
      </div>
      <p className="truncate font-medium" title={asset.name}>
        {asset.name}
      </p>
      <p className="text-muted-foreground text-xs">
        {formatLabel(asset.type)} · {formatFileSize(asset.fileSize)}
      </p>
      <div className="flex flex-wrap gap-2">
        {asset.fileUrl && (
          <Button variant="outline" size="sm" asChild>
            <a
              href={asset.fileUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Download ${asset.name}`}
            >
              <DownloadIcon aria-hidden="true" />
              Download
            </a>
          </Button>
        )}
        <Button variant="ghost" size="sm" asChild>
          <Link to={`/assets/${asset.id}`} aria-label={`View Details of ${asset.name}`}>
            View Details
          </Link>
        </Button>
      </div>
    </Card>
  );
}
