import { PageHeader } from '@web/components/layout/page-header';

/** /events: the events list. */
export function EventsPage() {
  return (
    <PageHeader
      title="Events Dashboard"
      description="Conferences, meetups, webinars, workshops and hackathons your team takes part in."
    />
  );
}
