import {
  getDocument,
  GlobalWorkerOptions,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { PageNavigation } from './page-navigation';

GlobalWorkerOptions.workerSrc = workerUrl;

export const PDF_ERROR = 'Failed to load PDF. Please try downloading the file instead.';

/** Renders a PDF for real with pdf.js, one page at a time; loaded lazily with its own chunk. */
export function PdfViewer({ url, name }: { url: string; name: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const task = getDocument({ url });
    task.promise.then(setPdf, () => setFailed(true));
    return () => void task.destroy();
  }, [url]);

  useEffect(() => {
    if (!pdf) return;
    let cancelled = false;
    let render: RenderTask | undefined;
    pdf
      .getPage(page)
      .then((pdfPage) => {
        const target = canvas.current;
        if (cancelled || !target) return;
        const viewport = pdfPage.getViewport({ scale: 1.5 });
        target.width = viewport.width;
        target.height = viewport.height;
        render = pdfPage.render({ canvas: target, viewport });
        return render.promise;
      })
      .catch((error: unknown) => {
        if (!cancelled && (error as Error)?.name !== 'RenderingCancelledException') setFailed(true);
      });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, page]);

  if (failed) return <p className="text-sm text-red-700 dark:text-red-300">{PDF_ERROR}</p>;
  if (!pdf) {
    return (
      <p role="status" className="text-muted-foreground text-sm">
        Loading PDF...
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <PageNavigation page={page} pages={pdf.numPages} onPageChange={setPage} />
      <div className="bg-muted/40 flex max-h-[28rem] justify-center overflow-auto rounded-md border p-2">
        <canvas
          ref={canvas}
          role="img"
          aria-label={`${name}, page ${page} of ${pdf.numPages}`}
          data-testid="pdf-canvas"
          data-page={page}
          className="h-auto max-w-full bg-white shadow"
        />
      </div>
    </div>
  );
}
