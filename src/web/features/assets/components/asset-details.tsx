import { DownloadIcon, PencilIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Asset } from '@shared/schemas/asset';
import { Button } from '@web/components/ui/button';
import { formatDate, formatFileSize } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { downloadAsset } from '../api/download-asset';
import { AssetEditForm } from './asset-edit-form';
import { assetFormat, assetTypeLabel } from './asset-kind';
import { AssetPreview } from './asset-preview';

type FactProps = { label: string; children: ReactNode; className?: string };

function Fact({ label, children, className }: FactProps) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-muted-foreground text-xs font-medium tracking-wide uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

/** Asset detail: view mode with the facts and preview, or edit mode (name, description). */
export function AssetDetails({ asset }: { asset: Asset }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="grid gap-5">
      {editing ? (
        <AssetEditForm asset={asset} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Fact label="Type">{assetTypeLabel(asset.type)}</Fact>
            <Fact label="Size">{formatFileSize(asset.fileSize)}</Fact>
            <Fact label="Format">{assetFormat(asset)}</Fact>
            <Fact label="Uploaded">{formatDate(asset.uploadedAt)}</Fact>
            <Fact label="Owner">{asset.uploadedByName || 'Unknown User'}</Fact>
            {asset.eventName && <Fact label="Event">{asset.eventName}</Fact>}
            <Fact label="Description" className="col-span-2 sm:col-span-4">
              <span className="whitespace-pre-line">{asset.description}</span>
            </Fact>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Button>
            <Button onClick={() => void downloadAsset(asset)}>
              <DownloadIcon aria-hidden="true" />
              Download
            </Button>
          </div>
        </>
      )}
      <section aria-label="Preview" className="grid gap-2">
        <h3 className="text-sm font-semibold">Preview</h3>
        <AssetPreview asset={asset} />
      </section>
    </div>
  );
}
