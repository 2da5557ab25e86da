import { PageHeader } from '@web/components/layout/page-header';

/** /attendees: who goes to which event. */
export function AttendeesPage() {
  return (
    <PageHeader
      title="Attendees"
      description="Who from your team attends which event, and in what role."
    />
  );
}
