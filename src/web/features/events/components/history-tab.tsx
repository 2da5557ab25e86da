import { RecordHistory } from '@web/components/records/record-history';

/** The event's edit history, newest first, in a collapsible. */
export function HistoryTab({ eventId }: { eventId: number }) {
  return <RecordHistory type="events" id={eventId} />;
}
