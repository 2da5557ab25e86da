import { RotateCwIcon, ZoomInIcon, ZoomOutIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';

/** Viewer: zoom 25% to 200% in 25% steps from 100%, rotation in 90° steps. */
export const ZOOM = { min: 25, max: 200, step: 25, start: 100 } as const;

/** An image preview with zoom and rotation. */
export function ImageViewer({ src, alt }: { src: string; alt: string }) {
  const [zoom, setZoom] = useState<number>(ZOOM.start);
  const [rotation, setRotation] = useState(0);
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <p className="text-muted-foreground text-sm">
        Preview not available for this file type, click download
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <div
        className="flex items-center justify-center gap-1"
        role="toolbar"
        aria-label="Image viewer"
      >
        <Button
          variant="outline"
          size="icon"
          aria-label="Zoom out"
          disabled={zoom <= ZOOM.min}
          onClick={() => setZoom((value) => Math.max(ZOOM.min, value - ZOOM.step))}
        >
          <ZoomOutIcon aria-hidden="true" />
        </Button>
        <output className="w-14 text-center text-sm tabular-nums" aria-label="Zoom level">
          {zoom}%
        </output>
        <Button
          variant="outline"
          size="icon"
          aria-label="Zoom in"
          disabled={zoom >= ZOOM.max}
          onClick={() => setZoom((value) => Math.min(ZOOM.max, value + ZOOM.step))}
        >
          <ZoomInIcon aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label="Rotate 90 degrees"
          onClick={() => setRotation((value) => (value + 90) % 360)}
        >
          <RotateCwIcon aria-hidden="true" />
        </Button>
        <output
          className="text-muted-foreground w-12 text-center text-sm tabular-nums"
          aria-label="Rotation"
        >
          {rotation}°
        </output>
      </div>
      <div className="bg-muted/40 flex h-72 items-center justify-center overflow-auto rounded-md border sm:h-80">
        <img
          src={src}
          alt={alt}
          data-testid="image-preview"
          className="max-h-full max-w-full object-contain transition-transform"
          style={{ transform: `scale(${zoom / 100}) rotate(${rotation}deg)` }}
          onError={() => setFailed(true)}
        />
      </div>
    </div>
  );
}
