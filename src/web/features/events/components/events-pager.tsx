import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  onPage: (page: number) => void;
};

/** 'Showing A to B of N events' with working previous / next buttons. */
export function EventsPager({ page, pageSize, total, shown, onPage }: Props) {
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = page * pageSize + shown;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label="Pagination"
      className="mt-6 flex flex-col items-center justify-between gap-2 sm:flex-row"
    >
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Showing {first} to {last} of {total} events
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </Button>
        <span className="text-sm">
          Page {page + 1} of {pages}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={page + 1 >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
