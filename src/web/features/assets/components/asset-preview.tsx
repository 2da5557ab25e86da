import { lazy, Suspense } from 'react';
import type { Asset } from '@shared/schemas/asset';
import { previewKind } from './asset-kind';
import { ImageViewer } from './image-viewer';
import { PrfPlaceholderViewer } from './prf-placeholder-viewer';

// pdf.js is large: its chunk loads only when a PDF preview opens.
const PdfViewer = lazy(() =>
  import('./pdf-viewer').then((module) => ({ default: module.PdfViewer })),
);

const NOT_AVAILABLE = 'Preview not available for this file type, click download';

/** The preview matching the asset: image, PDF, PRF placeholder, text, or a hint to download. */
export function AssetPreview({ asset }: { asset: Asset }) {
  const kind = previewKind(asset);
  const url = asset.fileUrl ?? '';
  switch (kind) {
    case 'image':
      return <ImageViewer key={url} src={url} alt={asset.name} />;
    case 'pdf':
      return (
        <Suspense
          fallback={
            <p role="status" className="text-muted-foreground text-sm">
              Loading PDF...
            </p>
          }
        >
          <PdfViewer key={url} url={url} name={asset.name} />
        </Suspense>
      );
    case 'prf':
      return <PrfPlaceholderViewer key={url} url={url} name={asset.name} />;
    case 'text':
      return (
        <pre
          data-testid="text-preview"
          tabIndex={0}
          aria-label={`Content of ${asset.name}`}
          className="bg-muted/40 max-h-80 overflow-auto rounded-md border p-3 text-sm break-words whitespace-pre-wrap"
        >
          {asset.content}
        </pre>
      );
    default:
      return <p className="text-muted-foreground text-sm">{NOT_AVAILABLE}</p>;
  }
}
