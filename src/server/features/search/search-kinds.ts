import { sql, type SQL } from 'drizzle-orm';
import type { SearchKind } from '@shared/schemas/search';
import type { CurrentUser } from '../../lib/identity';
import { can } from '../../lib/permissions';
import { tripStatusSql, tripsVisibleTo } from '../trips/public';

/**
 * How one kind of record is shown once found (what is searched, its vector and name, is the
 * kind's `search_entries` rows, kept by migration 0031's triggers). Each kind reads its table
 * under the table's own name (the features' visibility SQL names columns that way); joined
 * tables are `e` (the event), `u` (a person) and `sp` (a person's speaker page).
 */
export interface SearchKindSql {
  /** The record's id column. */
  id: SQL;
  /** The table and what the answer joins. */
  from: SQL;
  title: SQL;
  /** The one line shown under the title when the words are not in a longer text. */
  context: SQL;
  /** The longer texts (notes, abstract, description), for a passage around the words. */
  body: SQL;
  /** The web path that opens the record, or null. */
  url: SQL;
  /**
   * Only the records this person may see in the kind's own list: a rule over `table` (undefined:
   * every one). Without it, every member sees every record of the kind.
   */
  visibleTo?: { table: SQL; rule: (user: CurrentUser) => SQL | undefined };
}

const ofEvent = sql`join events e on e.id = `;
const lines = (...parts: SQL[]) => sql`concat_ws(' · ', ${sql.join(parts, sql`, `)})`;
const texts = (...parts: SQL[]) => sql`concat_ws(' ', ${sql.join(parts, sql`, `)})`;
/** A constant in the SQL text, not a parameter: every search binds fewer values. */
export const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);
const path = (prefix: string, id: SQL) => sql`${literal(prefix)} || ${id}`;

/** A record of an event (its list screen filtered by the event opens it). */
function ofAnEvent(table: string, nameColumn: string, context: SQL[], body: SQL, screen: string) {
  const column = (name: string) => sql.raw(`${table}.${name}`);
  return {
    id: column('id'),
    from: sql`${sql.raw(table)} ${ofEvent} ${column('event_id')}`,
    title: column(nameColumn),
    context: lines(sql`e.name`, ...context),
    body,
    url: path(`/${screen}?eventId=`, column('event_id')),
  };
}

export const SEARCH_KIND_SQL: Record<SearchKind, SearchKindSql> = {
  event: {
    id: sql`events.id`,
    from: sql`events`,
    title: sql`events.name`,
    context: lines(sql`events.location`, sql`events.start_date::text`),
    body: texts(sql`events.description`, sql`events.notes`),
    url: path('/events/', sql`events.id`),
  },
  talk: {
    id: sql`talks.id`,
    from: sql`talks`,
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
    id: sql`users.id`,
    from: sql`users left join speakers sp on sp.user_id = users.id`,
    title: sql`coalesce(users.name, users.username)`,
    context: lines(sql`'@' || users.username`, sql`users.job_title`),
    body: sql`users.email`,
    url: path('/speakers/', sql`sp.id`),
  },
  // An account's speaker row has no search entry (migration 0031): it is found as the person.
  speaker: {
    id: sql`speakers.id`,
    from: sql`speakers`,
    title: sql`speakers.name`,
    context: lines(sql`speakers.company`, sql`'External speaker'`),
    body: sql`speakers.bio`,
    url: path('/speakers/', sql`speakers.id`),
  },
  stakeholder: {
    id: sql`stakeholders.id`,
    from: sql`stakeholders`,
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
    id: sql`assets.id`,
    from: sql`assets left ${ofEvent} assets.event_id`,
    title: sql`assets.name`,
    context: lines(sql`replace(assets.type, '_', ' ')`, sql`e.name`),
    body: sql`assets.description`,
    url: path('/assets/', sql`assets.id`),
  },
  workflow: {
    id: sql`approval_workflows.id`,
    from: sql`approval_workflows`,
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
    id: sql`trips.id`,
    from: sql`trips ${ofEvent} trips.event_id join users u on u.id = trips.traveller_id
      left join approval_workflows on approval_workflows.id = trips.workflow_id`,
    // Named by its traveller and event, whose names its search entry weighs as its own.
    title: sql`coalesce(u.name, u.username) || ' → ' || e.name`,
    context: lines(sql`trips.role`, tripStatusSql, sql`e.start_date::text`),
    body: sql`trips.notes`,
    url: path('/trips/', sql`trips.id`),
    visibleTo: { table: sql`trips`, rule: tripsVisibleTo },
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
