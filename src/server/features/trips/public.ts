/**
 * What other features use of trips: the status a trip shows, in SQL (the scheduler asks
 * travellers for their reports), which trips a person sees (search), the check that an asset may
 * be linked to a trip (receipts), which receipts a person sees (assets), and the list (exports).
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { assetTripVisibleSql, tripStatusSql, visibleTo as tripsVisibleTo } from './trip-queries';
export { ensureTripEditable } from './trip-links';
export { listTrips } from './trips.service';
