import { countOf } from '@shared/plural';
import type { DigestCfp as DiscoveredCfp } from '../discovery/public';
import { formatDay, type NoticeContent } from './notices';

/** A discovered CFP in the digest: its page (absolute) and deadline. */
type DigestCfp = Omit<DiscoveredCfp, 'id'>;

export interface DigestInput {
  closing: { id: number; name: string; cfpDeadline: string; cfpLink: string | null }[];
  added: { id: number; name: string; startDate: string; location: string }[];
  /** Discovered since the last digest, matching the person's interests. */
  newCfps: DigestCfp[];
  /** Marked Interested by the person, closing within 14 days. */
  interestedClosing: DigestCfp[];
}

const cfpItems = (cfps: DigestCfp[]) =>
  cfps.map((cfp) => ({ text: `${cfp.name}: closes ${formatDay(cfp.cfpEndDate)}`, href: cfp.link }));

/** Whether a digest has anything to say (an empty one is not sent). */
export const digestHasContent = (input: DigestInput) =>
  input.closing.length +
    input.added.length +
    input.newCfps.length +
    input.interestedClosing.length >
  0;

export function digestContent(input: DigestInput): NoticeContent {
  const parts = [
    `${countOf(input.closing.length, 'CFP')} closing in the next 14 days`,
    `${countOf(input.added.length, 'event')} added in the last 7 days`,
  ];
  if (input.newCfps.length) parts.push(`${countOf(input.newCfps.length, 'new CFP')} for you`);
  if (input.interestedClosing.length) {
    parts.push(`${countOf(input.interestedClosing.length, 'CFP')} you marked Interested closing`);
  }
  return {
    title: 'Your weekly CFP digest',
    body: `${parts.join(', ')}.`,
    link: '/events',
    sections: [
      {
        heading: 'CFPs closing in the next 14 days',
        items: input.closing.map((event) => ({
          text: `${event.name}: closes ${formatDay(event.cfpDeadline)}`,
          href: `/events/${event.id}`,
        })),
      },
      {
        heading: 'Events added in the last 7 days',
        items: input.added.map((event) => ({
          text: `${event.name}: ${formatDay(event.startDate)}, ${event.location}`,
          href: `/events/${event.id}`,
        })),
      },
      { heading: 'New CFPs for you', items: cfpItems(input.newCfps) },
      {
        heading: 'CFPs you marked Interested closing within 14 days',
        items: cfpItems(input.interestedClosing),
      },
    ].filter((section) => section.items.length > 0),
  };
}
