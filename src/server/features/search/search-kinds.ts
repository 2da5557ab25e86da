import { sql, type SQL } from 'drizzle-orm';
import type { SearchKind } from '@shared/schemas/search';
import type { CurrentUser } from '../../lib/identity';
import { can } from '../../lib/permissions';
import { tripStatusSql, tripsVisibleTo } from '../trips/public';

/**
 * How one kind of record is searched and shown. Each kind reads its table under the table's own
 * name (the features' visibility SQL names columns that way); joined tables are `e` (the event),
 * `u` (a person) and `sp` (a person's speaker page).
 */
export interface SearchKindSql {
  /** The table and what the answer joins. */
  from: SQL;
  /** The record's weighted tsvector (migration 0027's `search` column). */
  vector: SQL;
  /** The name in its searched form, as the kind's trigram index has it (typo fallback). */
  name: SQL;
  title: SQL;
  /** The one line shown under the title when the words are not in a longer text. */
  context: SQL;
  /** The longer texts (notes, abstract, description), for a passage around the words. */
  body: SQL;
  /** The web path that opens the record, or null. */
  url: SQL;
  /** Only the records this person may see in the kind's own list; undefined: every one. */
  visibleTo?: (user: CurrentUser) => SQL | undefined;
}

const ofEvent = sql`join events e on e.id = `;
const lines = (...parts: SQL[]) => sql`concat_ws(' · ', ${sql.join(parts, sql`, `)})`;
const texts = (...parts: SQL[]) => sql`concat_ws(' ', ${sql.join(parts, sql`, `)})`;
const path = (prefix: string, id: SQL) => sql`${prefix} || ${id}`;

/** A record of an event (its list screen filtered by the event opens it). */
function ofAnEvent(table: string, nameColumn: string, context: SQL[], body: SQL, screen: string) {
  const column = (name: string) => sql.raw(`${table}.${name}`);
  return {
    from: sql`${sql.raw(table)} ${ofEvent} ${column('event_id')}`,
    vector: column('search'),
    name: sql`f_search_text(${column(nameColumn)})`,
    title: column(nameColumn),
    context: lines(sql`e.name`, ...context),
    body,
    url: path(`/${screen}?eventId=`, column('event_id')),
  };
}

export const SEARCH_KIND_SQL: Record<SearchKind, SearchKindSql> = {
  event: {
    from: sql`events`,
    vector: sql`events.search`,
    name: sql`f_search_text(events.name)`,
    title: sql`events.name`,
    context: lines(sql`events.location`, sql`events.start_date::text`),
    body: texts(sql`events.description`, sql`events.notes`),
    url: path('/events/', sql`events.id`),
  },
  talk: {
    from: sql`talks`,
    vector: sql`talks.search`,
    name: sql`f_search_text(talks.title)`,
    title: sql`talks.title`,
    context: sql`coalesce(talks.short_description, left(talks.abstract, 200))`,
    body: texts(sql`talks.abstract`, sql`talks.notes`),
    url: path('/talks/', sql`talks.id`),
  },
  cfp_submission: ofAnEvent(
    'cfp_submissions',
    'title',
    [sql`cfp_submissions.submitter_name`, sql`cfp_submissions.status`],
    texts(sql`cfp_submissions.abstract`, sql`cfp_submissions.notes`),
    'cfp-submissions',
  ),
  person: {
    from: sql`users left join speakers sp on sp.user_id = users.id`,
    vector: sql`users.search`,
    name: sql`f_search_text(coalesce(users.name, '') || ' ' || users.username)`,
    title: sql`coalesce(users.name, users.username)`,
    context: lines(sql`'@' || users.username`, sql`users.job_title`),
    body: sql`users.email`,
    url: path('/speakers/', sql`sp.id`),
  },
  speaker: {
    from: sql`speakers`,
    vector: sql`speakers.search`,
    name: sql`f_search_text(speakers.name)`,
    title: sql`speakers.name`,
    context: lines(sql`speakers.company`, sql`'External speaker'`),
    body: sql`speakers.bio`,
    url: path('/speakers/', sql`speakers.id`),
    // Accounts are people; a speaker row of an account is found as the person.
    visibleTo: () => sql`speakers.user_id is null`,
  },
  stakeholder: {
    from: sql`stakeholders`,
    vector: sql`stakeholders.search`,
    name: sql`f_search_text(stakeholders.name)`,
    title: sql`stakeholders.name`,
    context: lines(
      sql`stakeholders.role`,
      sql`stakeholders.organization`,
      sql`stakeholders.department`,
    ),
    body: sql`stakeholders.notes`,
    url: sql`'/stakeholders'`,
  },
  asset: {
    from: sql`assets left ${ofEvent} assets.event_id`,
    vector: sql`assets.search`,
    name: sql`f_search_text(assets.name)`,
    title: sql`assets.name`,
    context: lines(sql`replace(assets.type, '_', ' ')`, sql`e.name`),
    body: sql`assets.description`,
    url: path('/assets/', sql`assets.id`),
  },
  workflow: {
    from: sql`approval_workflows`,
    vector: sql`approval_workflows.search`,
    name: sql`f_search_text(approval_workflows.title)`,
    title: sql`approval_workflows.title`,
    context: lines(
      sql`approval_workflows.status`,
      sql`replace(approval_workflows.item_type, '_', ' ')`,
      sql`approval_workflows.due_date::text`,
    ),
    body: sql`approval_workflows.description`,
    url: path('/approval-workflows/', sql`approval_workflows.id`),
  },
  trip: {
    from: sql`trips ${ofEvent} trips.event_id join users u on u.id = trips.traveller_id
      left join approval_workflows on approval_workflows.id = trips.workflow_id`,
    // A trip is named by its traveller and event: their names weigh as its own.
    vector: sql`(trips.search || f_search_part(e.name, 'A')
      || f_search_part(coalesce(u.name, u.username), 'A'))`,
    name: sql`f_search_text(coalesce(u.name, u.username) || ' ' || e.name)`,
    title: sql`coalesce(u.name, u.username) || ' → ' || e.name`,
    context: lines(sql`trips.role`, tripStatusSql, sql`e.start_date::text`),
    body: sql`trips.notes`,
    url: path('/trips/', sql`trips.id`),
    visibleTo: tripsVisibleTo,
  },
  attendee: ofAnEvent(
    'attendees',
    'name',
    [sql`attendees.role`],
    texts(sql`attendees.email`, sql`attendees.notes`),
    'attendees',
  ),
  sponsorship: ofAnEvent(
    'sponsorships',
    'sponsor_name',
    [sql`sponsorships.tier`, sql`sponsorships.status`],
    sql`sponsorships.notes`,
    'sponsorships',
  ),
};

/** The path of a person without a speaker page: the admin's accounts screen, found by name. */
export const personFallbackUrl = (user: CurrentUser, title: string) =>
  can.administer(user) ? `/admin/users?q=${encodeURIComponent(title)}` : null;
