import type { ReactNode } from 'react';

/** A tab's loading, error or empty line, or its content. */
export function TabBody({
  isPending,
  error,
  errorText,
  empty,
  emptyText,
  children,
}: {
  isPending: boolean;
  error: boolean;
  errorText: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (isPending)
    return (
      <p role="status" className="text-muted-foreground py-6 text-sm">
        Loading...
      </p>
    );
  if (error)
    return (
      <p role="alert" className="py-6 text-sm">
        {errorText}
      </p>
    );
  if (empty) return <p className="text-muted-foreground py-6 text-sm">{emptyText}</p>;
  return <>{children}</>;
}
