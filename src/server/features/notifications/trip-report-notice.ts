import { formatDay, type Fact, type NoticeContent } from './notices';

export type TripReportKind = 'trip_report_request' | 'trip_report_reminder';

export interface TripReportFacts {
  tripId: number;
  eventId: number;
  eventName: string;
  endDate: string;
}

/** "How was FOSDEM?": the traveller is asked for the trip's report, and reminded once. */
export function tripReportContent(kind: TripReportKind, trip: TripReportFacts): NoticeContent {
  const link = `/trips/${trip.tripId}`;
  const facts: Fact[] = [
    { label: 'Event', value: trip.eventName, href: `/events/${trip.eventId}` },
    { label: 'Ended', value: formatDay(trip.endDate) },
    { label: 'Trip report', value: 'Write it on the trip', href: link },
  ];
  return kind === 'trip_report_request'
    ? {
        title: `How was ${trip.eventName}? Write your trip report`,
        body: `${trip.eventName} ended on ${formatDay(trip.endDate)}. Tell how it went: a summary, people reached, leads, talks and whether to go again.`,
        link,
        facts,
      }
    : {
        title: `Reminder: your trip report for ${trip.eventName}`,
        body: `Your trip report for ${trip.eventName} (ended ${formatDay(trip.endDate)}) is still to be written.`,
        link,
        facts,
      };
}
