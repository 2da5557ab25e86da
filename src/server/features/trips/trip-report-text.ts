import type { z } from 'zod';
import type { tripReportInputSchema } from '@shared/schemas/trip';

export type TripReportInput = z.output<typeof tripReportInputSchema>;

const GO_AGAIN_WORDS = { yes: 'Yes', no: 'No', maybe: 'Maybe' } as const;

/**
 * The trip_report asset's text: what the traveller wrote, readable on the asset page and in the
 * event's trip-report popover without the trip screen.
 */
export function tripReportText(
  report: TripReportInput,
  trip: { travellerName: string; eventName: string; role: string },
  talks: readonly { title: string }[],
): string {
  const lines = [
    `Trip report: ${trip.travellerName} at ${trip.eventName} (${trip.role.replace('_', ' ')})`,
    '',
    report.summary,
    '',
  ];
  if (report.peopleReached != null) lines.push(`People reached: ${report.peopleReached}`);
  if (report.leads != null) lines.push(`Leads: ${report.leads}`);
  if (report.rating != null) lines.push(`Rating: ${report.rating} of 5`);
  if (report.goAgain != null) lines.push(`Go again: ${GO_AGAIN_WORDS[report.goAgain]}`);
  if (talks.length) lines.push('', 'Talks:', ...talks.map((talk) => `- ${talk.title}`));
  if (report.links.length)
    lines.push('', 'Links:', ...report.links.map((link) => `- ${link.label}: ${link.url}`));
  return lines.join('\n').trimEnd() + '\n';
}
