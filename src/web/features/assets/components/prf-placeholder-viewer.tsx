import { FileTextIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageNavigation } from './page-navigation';

/** The PRF preview shows 3 placeholder pages after a 1 s load. */
export const PRF_PAGES = 3;
export const PRF_LOAD_MS = 1000;
export const PRF_ERROR = 'Failed to load PRF file. Please try downloading the file instead.';

/**
 * A stand-in, not a viewer: the product promises a preview for `.prf` assets (a format with no
 * renderer in the browser) as three placeholder pages with page navigation after a 1 s load, and
 * the load error text above. Nothing of the file is read; Download gives the file itself.
 */
export function PrfPlaceholderViewer({ url, name }: { url: string; name: string }) {
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = setTimeout(() => (url ? setLoaded(true) : setFailed(true)), PRF_LOAD_MS);
    return () => clearTimeout(timer);
  }, [url]);

  if (failed) return <p className="text-sm text-red-700 dark:text-red-300">{PRF_ERROR}</p>;
  if (!loaded) {
    return (
      <p role="status" className="text-muted-foreground text-sm">
        Loading PRF file...
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <PageNavigation page={page} pages={PRF_PAGES} onPageChange={setPage} />
      <div
        className="bg-muted/40 text-muted-foreground flex h-64 flex-col items-center justify-center gap-2 rounded-md border"
        data-testid="prf-page"
      >
        <FileTextIcon className="size-10" aria-hidden="true" />
        <p className="text-sm">
          {name} — placeholder page {page} of {PRF_PAGES}
        </p>
      </div>
    </div>
  );
}
