import type { EventPriority, EventType } from '@shared/domain';

export interface FeedOptions {
  events: 'all' | 'followed';
  cfp: boolean;
  types: EventType[];
  priorities: EventPriority[];
}

export const ALL_EVENTS: FeedOptions = { events: 'all', cfp: true, types: [], priorities: [] };

/** The feed's URL with its options in the query, defaults left out so the URL stays short. */
export function feedUrl(base: string, options: FeedOptions): string {
  const url = new URL(base);
  if (options.events === 'followed') url.searchParams.set('events', 'followed');
  if (!options.cfp) url.searchParams.set('cfp', 'false');
  if (options.types.length) url.searchParams.set('type', options.types.join(','));
  if (options.priorities.length) url.searchParams.set('priority', options.priorities.join(','));
  return url.toString();
}
