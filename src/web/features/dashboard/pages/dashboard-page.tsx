import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@web/components/layout/page-header';
import { Button } from '@web/components/ui/button';
import { useDashboard } from '../api/get-dashboard';
import { CfpDeadlinesCard } from '../components/cfp-deadlines-card';
import { DashboardError } from '../components/dashboard-error';
import { DashboardSection } from '../components/dashboard-section';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { EventsPerMonthChart } from '@web/components/charts/events-per-month-chart';
import { MyWeekCard } from '../components/my-week-card';
import { QuickActionsCard } from '../components/quick-actions-card';
import { RecentSubmissionsCard } from '../components/recent-submissions-card';
import { StatCards } from '../components/stat-cards';
import { UpcomingEventsCard } from '../components/upcoming-events-card';

/** /dashboard: My week first, then counts, upcoming dates, recent submissions and events per month. */
export function DashboardPage() {
  const { data, error, isPending, refetch, isFetching } = useDashboard();

  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Your events, deadlines and submissions at a glance."
        actions={
          <Button asChild>
            <Link to="/events">
              <PlusIcon aria-hidden="true" />
              Add Event
            </Link>
          </Button>
        }
      />
      <div className="mb-6">
        <MyWeekCard />
      </div>
      {isPending ? (
        <DashboardSkeleton />
      ) : error ? (
        <DashboardError
          message={error.message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <div className="grid grid-cols-1 gap-6">
          <StatCards totals={data.totals} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <UpcomingEventsCard events={data.upcomingEvents} />
            <CfpDeadlinesCard deadlines={data.cfpDeadlines} />
            <RecentSubmissionsCard submissions={data.recentSubmissions} />
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <DashboardSection
              title="Events per Month"
              description="Event starts in the next 12 months, by type"
              className="lg:col-span-2"
            >
              <EventsPerMonthChart months={data.eventsPerMonth} />
            </DashboardSection>
            <QuickActionsCard />
          </div>
        </div>
      )}
    </>
  );
}
