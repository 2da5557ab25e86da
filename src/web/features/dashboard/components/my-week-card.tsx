import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDate } from '@web/lib/format';
import { useMyWeek } from '../api/get-my-week';
import { DashboardError } from './dashboard-error';
import { MyWeekList } from './my-week-list';

/** My week, first on the dashboard: every list of GET /api/me/week, in the server's order. */
export function MyWeekCard() {
  const titleId = useId();
  const { data, error, isPending, refetch, isFetching } = useMyWeek();
  return (
    <Card aria-labelledby={titleId} role="region" className="min-w-0 gap-4">
      <CardHeader>
        <h2 id={titleId} className="text-lg leading-none font-semibold">
          My week
        </h2>
        <CardDescription>
          {data
            ? `What needs you, from today to ${formatDate(data.until)}`
            : 'What needs you in the next 14 days'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div role="status" aria-live="polite" className="grid gap-3 lg:grid-cols-2">
            <span className="sr-only">Loading My week...</span>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-20 w-full" aria-hidden="true" />
            ))}
          </div>
        ) : error ? (
          <DashboardError
            title="Failed to load My week"
            message={error.message}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : (
          <div className="grid gap-x-8 gap-y-6 lg:grid-cols-2">
            {data.sections.map((section) => (
              <MyWeekList key={section.kind} section={section} />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
