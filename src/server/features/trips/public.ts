/**
 * What other features use of trips: the status a trip shows, in SQL (the scheduler asks
 * travellers for their reports). Other features import this file and nothing else of this one.
 */
export { tripStatusSql } from './trip-queries';
