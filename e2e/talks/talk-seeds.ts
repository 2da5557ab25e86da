import type { Page } from '@playwright/test';
import { dayFromToday } from '../pages/events.page';
import { apiPost, uniqueName } from '../records/records-api';

/** An event (seeded over the API) whose CFP closes in `cfpInDays`; it starts a month later. */
export function eventWithOpenCfp(
  page: Page,
  prefix: string,
  cfpInDays: number,
  startInDays = cfpInDays + 30,
) {
  return apiPost<{ id: number; name: string }>(page, '/api/events', {
    name: uniqueName(prefix),
    link: 'https://example.org/conf',
    location: 'Lisbon',
    startDate: dayFromToday(startInDays),
    endDate: dayFromToday(startInDays + 1),
    cfpDeadline: dayFromToday(cfpInDays),
    goals: ['speaking'],
  });
}

/** A guest speaker (seeded over the API) with a bio asset of `bio`'s text. */
export async function guestSpeaker(
  page: Page,
  speaker: { name: string; bio: string; links: string[]; headshotAssetId?: number },
) {
  const bio = await apiPost(page, '/api/assets', {
    name: uniqueName('Guest bio'),
    type: 'bio',
    description: 'The guest speaker’s bio.',
    content: speaker.bio,
  });
  return apiPost(page, '/api/speakers', {
    name: uniqueName(speaker.name),
    company: 'Globex',
    links: speaker.links,
    headshotAssetId: speaker.headshotAssetId,
    bioAssetId: bio.id,
  });
}
