import { PageHeader } from '@web/components/layout/page-header';

/** /dashboard: counts and upcoming dates across events. */
export function DashboardPage() {
  return (
    <PageHeader
      title="Dashboard"
      description="Your events, deadlines and submissions at a glance."
    />
  );
}
