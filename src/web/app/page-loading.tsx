import { Loader2Icon } from 'lucide-react';

/** Shown in <main> while a page's code loads. */
export function PageLoading() {
  return (
    <div
      role="status"
      className="text-muted-foreground flex min-h-[40vh] items-center justify-center"
    >
      <Loader2Icon className="size-6 animate-spin" aria-hidden="true" />
      <span className="sr-only">Loading page...</span>
    </div>
  );
}
