import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { pluralWord } from '@shared/plural';
import { Button } from './button';

type PagerProps = {
  /** The page shown, from 0. */
  page: number;
  pageSize: number;
  /** Rows the list's filters match (X-Total-Count). */
  total: number;
  /** Rows on this page. */
  shown: number;
  /** What one row is, after the count: 'event', 'attendee'. */
  noun: string;
  /** Its plural where it is not `noun` + 's'. */
  plural?: string;
  onPage: (page: number) => void;
};

/** Every list's footer: 'Showing A to B of N attendees' ('of 1 attendee') with Previous and Next. */
export function Pager({ page, pageSize, total, shown, noun, plural, onPage }: PagerProps) {
  const first = total === 0 || shown === 0 ? 0 : page * pageSize + 1;
  const last = shown === 0 ? 0 : page * pageSize + shown;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label="Pagination"
      className="mt-6 flex flex-col items-center justify-between gap-2 sm:flex-row"
    >
      <p className="text-muted-foreground text-sm" aria-live="polite">
        Showing {first.toLocaleString()} to {last.toLocaleString()} of {total.toLocaleString()}{' '}
        {pluralWord(total, noun, plural)}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </Button>
        <span className="text-sm whitespace-nowrap">
          Page {Math.min(page + 1, pages).toLocaleString()} of {pages.toLocaleString()}
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
