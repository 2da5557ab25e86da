/**
 * What other features use of trips: the status a trip shows, in SQL (the scheduler asks
 * travellers for their reports), which trips a person sees, in SQL (search), the check that an asset may be linked to a trip (receipts),
 * and the list (exports).
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { tripStatusSql, visibleTo as tripsVisibleTo } from './trip-queries';
export { ensureTripEditable } from './trip-links';
export { listTrips } from './trips.service';
