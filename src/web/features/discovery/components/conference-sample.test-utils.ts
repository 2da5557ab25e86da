import type { DiscoveredConference } from '@shared/schemas/discovered-conference';

/** A discovered conference as the API answers it, with an open CFP and nothing done with it. */
export function conferenceSample(
  overrides: Partial<DiscoveredConference> = {},
): DiscoveredConference {
  return {
    id: 7,
    name: 'JSConf Portugal',
    url: 'https://jsconf.pt',
    startDate: '2026-06-10',
    endDate: '2026-06-11',
    city: 'Lisbon',
    country: 'Portugal',
    online: false,
    locales: ['EN', 'PT'],
    topics: ['javascript', 'typescript'],
    cfpUrl: 'https://jsconf.pt/cfp',
    cfpEndDate: '2026-03-13',
    cocUrl: 'https://jsconf.pt/coc',
    handles: {},
    gone: false,
    event: null,
    likelyMatch: null,
    mark: null,
    ...overrides,
  };
}
