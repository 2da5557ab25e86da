import { sql, type SQL } from 'drizzle-orm';

/** Who My week is for and which days it looks at; `followed` is a subquery of event ids. */
export interface WeekScope {
  userId: number;
  /** YYYY-MM-DD parameters as SQL dates. */
  today: SQL;
  until: SQL;
  /** `select event_id …`: the events the person follows (creator, submitter, attendee, Follow). */
  followed: SQL;
}

/** The fields of one line (myWeekLineSchema; `days` is counted from `date` afterwards). */
export interface LineFields {
  id: SQL;
  title: SQL;
  href: SQL;
  date?: SQL;
  since?: SQL;
  detail?: SQL;
  /** A text[] of names. */
  people?: SQL;
  morePeople?: SQL;
  externalLink?: SQL;
  decideWorkflowId?: SQL;
  discoveryId?: SQL;
}

/** The line as one JSON object, built by the database. */
export function lineJson(fields: LineFields): SQL {
  return sql`json_build_object(
    'id', ${fields.id}, 'title', ${fields.title}, 'href', ${fields.href},
    'date', ${fields.date ?? sql`null`}::text, 'since', ${fields.since ?? sql`null`}::text,
    'detail', ${fields.detail ?? sql`null`}::text,
    'people', coalesce(${fields.people ?? sql`null`}, '{}'::text[]),
    'morePeople', coalesce(${fields.morePeople ?? sql`null`}, 0)::int,
    'externalLink', ${fields.externalLink ?? sql`null`}::text,
    'decideWorkflowId', ${fields.decideWorkflowId ?? sql`null`}::int,
    'discoveryId', ${fields.discoveryId ?? sql`null`}::int)`;
}

/**
 * One kind of My week line: its list's texts and the query of its lines. Adding a kind is one
 * `weekLineKind({...})` and its place in WEEK_LINE_KINDS (another feature exports its kind from its
 * public.ts). All kinds are read together in one statement, so a kind adds no round trip.
 */
export interface WeekLineKind {
  kind: string;
  title: string;
  /** What would appear in the list, said while it is empty. */
  empty: string;
  /** Words before the line's date. */
  dateLabel: string;
  /** Words before the line's people. */
  peopleLabel?: string;
  /** The lines are things already late. */
  overdue?: boolean;
  /** FROM … WHERE … of the lines, each line's fields, and their order (ending in a unique key). */
  query(scope: WeekScope): { from: SQL; line: LineFields; orderBy: SQL };
}

export const weekLineKind = (kind: WeekLineKind) => kind;
