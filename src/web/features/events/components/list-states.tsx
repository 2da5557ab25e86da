import { Button } from '@web/components/ui/button';

/** The events list's loading text. */
export function ListLoading() {
  return (
    <p role="status" className="text-muted-foreground py-10 text-center">
      Loading events...
    </p>
  );
}

/** The events list's error text with a Retry button. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
      <p>Failed to load events. Please try again.</p>
      <Button variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
