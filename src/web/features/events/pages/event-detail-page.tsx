import { useParams } from 'react-router';
import { PageHeader } from '@web/components/layout/page-header';

/** /events/{id}: one event with its attendance, submissions, sponsorships and assets. */
export function EventDetailPage() {
  const { id } = useParams();
  return <PageHeader title="Event Details" description={`Event #${id}`} />;
}
