import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';

type PageNavigationProps = { page: number; pages: number; onPageChange: (page: number) => void };

/** Previous / 'Page n of N' / Next, shared by the PDF and PRF viewers. */
export function PageNavigation({ page, pages, onPageChange }: PageNavigationProps) {
  return (
    <div className="flex items-center justify-center gap-2" role="toolbar" aria-label="Pages">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon aria-hidden="true" />
        Previous
      </Button>
      <span className="text-sm tabular-nums" aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
