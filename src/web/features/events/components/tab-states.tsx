import { PlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

/** Where an empty tab's Add goes: the record list of the event, its add dialog open. */
export type TabAdd = { label: string; href: string };

/** A tab's loading, error or empty line (with its Add, when it has one), or its content. */
export function TabBody({
  isPending,
  error,
  errorText,
  empty,
  emptyText,
  add,
  children,
}: {
  isPending: boolean;
  error: boolean;
  errorText: string;
  empty: boolean;
  emptyText: string;
  add?: TabAdd;
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
  if (empty) {
    return (
      <div className="flex flex-wrap items-center gap-3 py-6">
        <p className="text-muted-foreground text-sm">{emptyText}</p>
        {add && (
          <Button asChild size="sm">
            <Link to={add.href}>
              <PlusIcon aria-hidden="true" />
              {add.label}
            </Link>
          </Button>
        )}
      </div>
    );
  }
  return <>{children}</>;
}
