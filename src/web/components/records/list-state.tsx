import { RotateCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';

/** Said under every list's load error, whatever the list's own text. */
export const LOAD_ERROR_HELP = 'The server did not answer; your data is safe. Try again.';

function RetryButton({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <Button variant="outline" onClick={onRetry} disabled={retrying}>
      <RotateCwIcon className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
      {retrying ? 'Retrying...' : 'Retry'}
    </Button>
  );
}

/** A list that failed to load: its own text, the plain sentence under it, and Retry. */
export function ListLoadError({
  text,
  onRetry,
  retrying,
}: {
  text: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <p className="text-red-700 dark:text-red-300">{text}</p>
      <p className="text-muted-foreground text-sm">{LOAD_ERROR_HELP}</p>
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </div>
  );
}

/** Above rows kept from before when a refresh failed: they may be out of date. */
export function RefreshFailedNote({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="status"
      className="mb-4 flex flex-col items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>Could not refresh: showing what was loaded earlier, which may be out of date.</p>
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </div>
  );
}

type ListStateProps = {
  loading: boolean;
  failed: boolean;
  /** Rows loaded earlier are shown, but the latest refresh failed. */
  stale?: boolean;
  /** A retry is under way. */
  retrying?: boolean;
  empty: boolean;
  loadingText: string;
  errorText: string;
  emptyText: string;
  /** The screen's primary action where the list is empty ('Add Attendee'). */
  emptyAction?: ReactNode;
  onRetry: () => void;
  children: ReactNode;
};

/** The loading, load-error (with Retry), stale and empty states around a list. */
export function ListState({
  loading,
  failed,
  stale = false,
  retrying,
  empty,
  loadingText,
  errorText,
  emptyText,
  emptyAction,
  onRetry,
  children,
}: ListStateProps) {
  if (loading) {
    return (
      <p role="status" className="text-muted-foreground py-12 text-center">
        {loadingText}
      </p>
    );
  }
  if (failed) return <ListLoadError text={errorText} onRetry={onRetry} retrying={retrying} />;
  const note = stale && <RefreshFailedNote onRetry={onRetry} retrying={retrying} />;
  if (empty) {
    return (
      <>
        {note}
        <EmptyState title={emptyText} action={emptyAction} />
      </>
    );
  }
  return (
    <>
      {note}
      {children}
    </>
  );
}
