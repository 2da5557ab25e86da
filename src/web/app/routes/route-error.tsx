import { AlertTriangleIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

/** Shown in the shell when a page fails to load or render (for example after a new deployment). */
export function RouteError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
    >
      <AlertTriangleIcon
        className="size-10 text-amber-600 dark:text-amber-400"
        aria-hidden="true"
      />
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="text-muted-foreground">
        This page could not be displayed. Reloading usually helps.
      </p>
      {detail && <p className="text-muted-foreground font-mono text-xs">{detail}</p>}
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <Link to="/">Go Home</Link>
        </Button>
      </div>
    </div>
  );
}
