/**
 * Every query key of the web app, one factory per resource; no key is written anywhere else
 * (ESLint refuses an array literal starting with an '/api/' path outside this file).
 *
 * A key starts with the API path of its collection: invalidating `events.all` refreshes every
 * events page, event, picker, calendar range, follow state and deletion summary, which is what
 * mutations' `invalidates` and the MutationCache (lib/query-client.ts) rely on.
 */

/** A collection: its path, the prefix of all its keys, a page of it and one record of it. */
function collection<Path extends string>(path: Path) {
  return {
    path,
    all: [path] as const,
    /** One page or filtered view: `['/api/attendees', { eventId: 4, limit: 25, offset: 0 }]`. */
    list: <Params extends object>(params: Params) => [path, { ...params }] as const,
    /** One record: `['/api/events', 4]`. */
    one: (id: number) => [path, id] as const,
    /** The values a free-text field holds: `['/api/attendees', 'roles']` (GET /api/attendees/roles). */
    inUse: (segment: string) => [path, segment] as const,
  };
}

/** A path answering one thing (the signed-in user, the version): its path and its one key. */
function single<Path extends string>(path: Path) {
  return { path, key: [path] as const };
}

const events = collection('/api/events');
const sponsorships = collection('/api/sponsorships');
const history = collection('/api/history');
const talks = collection('/api/talks');
const discover = collection('/api/discover');
const speakers = collection('/api/speakers');
const trips = collection('/api/trips');
const webhooks = collection('/api/webhooks');

export const queryKeys = {
  events: {
    ...events,
    /** The event picker's options, kept apart from the screen's pages. */
    picker: <Params extends object>(params: Params) => [events.path, params, 'picker'] as const,
    /** One calendar range (GET /api/events/calendar), under the events so their writes refresh it. */
    calendar: <Params extends object>(params: Params) =>
      [events.path, { ...params }, 'calendar'] as const,
    follow: (id: number) => [events.path, id, 'follow'] as const,
    deletion: (id: number) => [events.path, id, 'deletion'] as const,
    /** Changes of the conference data waiting for the event (GET /api/events/{id}/discovery-offer). */
    discoveryOffer: (id: number) => [events.path, id, 'discovery-offer'] as const,
    /** The library talks submitted to the event (GET /api/events/{id}/talks). */
    talks: (id: number) => [events.path, id, 'talks'] as const,
  },
  attendees: collection('/api/attendees'),
  cfpSubmissions: collection('/api/cfp-submissions'),
  sponsorships: {
    ...sponsorships,
    /** GET /api/sponsorships/totals, under the sponsorships so every change refetches them. */
    totals: <Filters extends object>(filters: Filters) =>
      [sponsorships.path, 'totals', { ...filters }] as const,
  },
  stakeholders: collection('/api/stakeholders'),
  talks: {
    ...talks,
    revisions: (id: number) => [talks.path, id, 'revisions'] as const,
    revision: (id: number, revisionId: number) =>
      [talks.path, id, 'revisions', revisionId] as const,
    submissions: (id: number) => [talks.path, id, 'submissions'] as const,
    /** The submit dialog's events (GET /api/talks/open-cfps). */
    openCfps: <Params extends object>(params: Params) =>
      [talks.path, 'open-cfps', { ...params }] as const,
    /** The CFP form's talk picker options, kept apart from the screen's pages. */
    picker: <Params extends object>(params: Params) => [talks.path, params, 'picker'] as const,
  },
  speakers: {
    ...speakers,
    /** The talk form's speaker search: accounts and external speakers together. */
    options: <Params extends object>(params: Params) =>
      [speakers.path, 'options', { ...params }] as const,
  },
  discover: {
    ...discover,
    /** The filters' choices (GET /api/discover/options), refreshed with the list by a sync. */
    options: [discover.path, 'options'] as const,
  },
  /** Admin: the last ten syncs of the open conference data. */
  discoverySyncs: single('/api/admin/discovery/syncs'),
  /** Trips: `trips.list(filters)` for /trips and an event's Trips tab, `trips.one(id)` a trip. */
  trips,
  assets: collection('/api/assets'),
  workflows: collection('/api/approval-workflows'),
  dashboard: {
    path: '/api/dashboard',
    all: ['/api/dashboard'] as const,
    /** The dashboard as of the browser's local date. */
    asOf: (today: string) => ['/api/dashboard', { today }] as const,
  },
  /** A report (GET /api/reports): `reports.of(query)` with the period and filters of the address. */
  reports: {
    path: '/api/reports',
    all: ['/api/reports'] as const,
    of: <Params extends object>(params: Params) => ['/api/reports', { ...params }] as const,
  },
  /** Admin: the exchange rates reports convert money with. */
  exchangeRates: collection('/api/admin/exchange-rates'),
  myWeek: {
    path: '/api/me/week',
    all: ['/api/me/week'] as const,
    /** My week as of the browser's local date. */
    asOf: (today: string) => ['/api/me/week', { today }] as const,
  },
  history: {
    path: history.path,
    /** Every record's history: each write refetches those on screen. */
    all: history.all,
    record: (type: string, id: number) => [history.path, type, id] as const,
  },
  audit: collection('/api/audit'),
  /** Other people (pickers, filters); the admin screen's accounts are `adminUsers`. */
  users: collection('/api/users'),
  currentUser: single('/api/users/me'),
  adminUsers: collection('/api/admin/users'),
  /** Admin → Webhooks: the endpoints, and one endpoint's delivery log page by page. */
  webhooks: {
    ...webhooks,
    deliveries: (id: number, params: { limit: number; offset: number }) =>
      [webhooks.path, id, 'deliveries', { ...params }] as const,
  },
  identityConfig: single('/api/keycloak-config'),
  tokens: {
    path: '/api/tokens',
    all: ['/api/tokens'] as const,
    /** One's own tokens, or everyone's (admins). */
    scope: (scope: 'mine' | 'all') => ['/api/tokens', scope] as const,
  },
  calendarFeed: single('/api/calendar-feed'),
  notifications: {
    path: '/api/notifications',
    /** The inbox's pages (an infinite query). */
    pages: ['/api/notifications', 'pages'] as const,
  },
  unreadNotifications: single('/api/notifications/unread-count'),
  notificationSettings: single('/api/notifications/settings'),
  /** My interests for the new-CFP digest and My week's new CFPs. */
  discoveryInterests: single('/api/me/discovery-interests'),
  version: single('/api/version'),
  /** Search everywhere (the Ctrl-K palette): one answer per text and kinds. */
  search: {
    path: '/api/search',
    all: ['/api/search'] as const,
    results: <Params extends object>(params: Params) => ['/api/search', { ...params }] as const,
  },
  /**
   * A CSV import's preview: not an API path, as the rows travel in a POST body; a new file
   * (datasetId) never reuses an old answer.
   */
  importPreview: (datasetId: number, ...choices: unknown[]) =>
    ['csv-import-preview', datasetId, ...choices] as const,
} as const;

/** A record collection's keys, for code that serves any of them (an event's record tabs). */
export type CollectionKeys = ReturnType<typeof collection>;
