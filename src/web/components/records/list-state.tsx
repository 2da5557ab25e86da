import { RotateCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';

type ListStateProps = {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  loadingText: string;
  errorText: string;
  emptyText: string;
  /** The screen's primary action where the list is empty ('Add Attendee'). */
  emptyAction?: ReactNode;
  onRetry: () => void;
  children: ReactNode;
};

/** The loading, load-error (with Retry) and empty states around a list. */
export function ListState({
  loading,
  failed,
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
  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-red-700 dark:text-red-300">{errorText}</p>
        <Button variant="outline" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }
  if (empty) return <EmptyState title={emptyText} action={emptyAction} />;
  return <>{children}</>;
}
