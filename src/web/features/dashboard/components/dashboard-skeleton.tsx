import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

/** Placeholders in the dashboard's shape while its figures load. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6">
      <span className="sr-only">Loading dashboard...</span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Card key={index} className="gap-3 px-6 py-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-16" />
            <Skeleton className="h-4 w-32" />
          </Card>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <Card key={index} className="gap-4 px-6">
            <Skeleton className="h-5 w-36" />
            {Array.from({ length: 3 }, (_, row) => (
              <Skeleton key={row} className="h-12 w-full" />
            ))}
          </Card>
        ))}
      </div>
    </div>
  );
}
