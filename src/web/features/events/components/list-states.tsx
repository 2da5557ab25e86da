import { ListLoadError } from '@web/components/records/list-state';

/** The events list's loading text. */
export function ListLoading() {
  return (
    <p role="status" className="text-muted-foreground py-10 text-center">
      Loading events...
    </p>
  );
}

/** The events list's error text with the plain sentence and a Retry button. */
export function ListError({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <ListLoadError
      text="Failed to load events. Please try again."
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
