import { useQuery } from '@tanstack/react-query';
import { ExternalLinkIcon, UnlinkIcon } from 'lucide-react';
import { Link } from 'react-router';
import { AssetPicker } from '@web/components/pickers/asset-picker';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { formatLabel } from '@web/lib/format';
import { talkAssetsQueryOptions, useLinkTalkAsset } from '../api/talk-assets';

/**
 * The talk's assets with their files (signed links); "Attach asset" picks any asset and makes it
 * the talk's, "Detach" takes it off. Uploading stays on the Assets screen.
 */
export function TalkAssets({ talkId }: { talkId: number }) {
  const assets = useQuery(talkAssetsQueryOptions(talkId));
  const link = useLinkTalkAsset();
  const rows = assets.data ?? [];
  return (
    <div className="grid gap-3">
      {assets.isPending ? (
        <p role="status">Loading assets...</p>
      ) : assets.isError ? (
        <p>Failed to load assets.</p>
      ) : rows.length === 0 ? (
        <p className="text-muted-foreground">No assets attached yet.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Assets of this talk">
          {rows.map((asset) => (
            <li key={asset.id} className="flex flex-wrap items-center gap-2 p-3">
              <Link to={`/assets/${asset.id}`} className="font-medium hover:underline">
                {asset.name}
              </Link>
              <Badge variant="outline">{formatLabel(asset.type)}</Badge>
              <span className="ml-auto flex gap-1">
                {asset.fileUrl && (
                  <Button variant="ghost" size="sm" asChild>
                    <a href={asset.fileUrl} target="_blank" rel="noreferrer">
                      <ExternalLinkIcon aria-hidden="true" />
                      Open<span className="sr-only"> {asset.name}</span>
                    </a>
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={link.isPending}
                  onClick={() => link.mutate({ asset, talkId: null })}
                >
                  <UnlinkIcon aria-hidden="true" />
                  Detach<span className="sr-only"> {asset.name}</span>
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid gap-2 sm:w-80">
          <Label htmlFor={`attach-asset-${talkId}`}>Attach asset</Label>
          <AssetPicker
            id={`attach-asset-${talkId}`}
            value={null}
            placeholder="Choose slides, a bio, a headshot..."
            onChange={(asset) => {
              if (asset && asset.talkId !== talkId) link.mutate({ asset, talkId });
            }}
          />
        </div>
        <Button variant="link" asChild className="w-fit">
          <Link to="/assets">Upload in Assets</Link>
        </Button>
      </div>
    </div>
  );
}
